import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { collections } from '../../lib/models';
import { textOf } from '../../lib/i18n';
import { formMessages } from '../../lib/messages';
import { slow } from '../../testing/render';
import { adminTestSession, renderSection, sectionList } from './admin-screen-testing';
import { asTestStep } from '../../testing/staff-fixtures';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = adminTestSession();

describe('the generic admin screen', () => {
  it('creates a shop: field messages first, then the saved record with its search words', async () => {
    const { user } = renderSection('shops');
    await sectionList('Shops');
    await user.click(screen.getByRole('button', { name: 'Add shop' }));
    const form = screen.getByRole('region', { name: 'New shop' });
    await user.click(within(form).getByRole('button', { name: 'Add shop' }));
    expect(within(form).getByText('Please enter the name.')).toBeInTheDocument();
    expect(within(form).getByText('Please choose the type.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the address.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the phone.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('Name'), 'Gupta Stores');
    await user.selectOptions(within(form).getByLabelText('Type'), 'grocery');
    await user.type(within(form).getByLabelText('Area'), 'Rathtala');
    await user.type(within(form).getByLabelText('Address'), '7 Rathtala Road, Nabagram');
    await user.type(within(form).getByLabelText('Phone'), '12345');
    // No words for the hours here: they are set with the hours form, once the shop exists.
    expect(within(form).queryByLabelText(/hours/i)).not.toBeInTheDocument();
    expect(screen.getByText(/Opening hours are set once the shop is added/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add shop' }));
    expect(within(form).getByText(textOf(formMessages).notMobile)).toBeInTheDocument();
    expect(within(form).queryByText('Please enter the name.')).not.toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '+91 98300 12345');
    await user.click(within(form).getByRole('button', { name: 'Add shop' }));
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      'Added “Gupta Stores”. Now set its opening hours below',
    );
    // The shop's form stays open, with the vendor's hours form under it.
    const hours = screen.getByRole('form', { name: 'Opening hours' });
    expect(hours).toHaveTextContent('No opening hours are set yet');
    await user.selectOptions(within(hours).getByRole('combobox', { name: 'Sunday' }), 'closed');
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));
    expect(await within(hours).findByRole('status', {}, slow)).toHaveTextContent('Hours saved.');
    await user.click(
      within(screen.getByRole('region', { name: 'Edit Gupta Stores' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    const row = (await screen.findByRole('button', { name: 'Gupta Stores' }, slow)).closest('li');
    expect(row).toHaveTextContent('Opening hours: Mon – Sat: 9:00 am – 9:00 pm; Sun: closed');

    const page = await handle.backend.store.query({
      collection: collections.shops,
      where: [{ field: 'name', op: '==', value: 'Gupta Stores' }],
    });
    expect(page.docs).toHaveLength(1);
    expect(page.docs[0]?.id).toMatch(/^gupta-stores-[a-z0-9]{5}$/);
    expect(page.docs[0]?.data).not.toHaveProperty('hours');
    expect(page.docs[0]?.data).toMatchObject({
      phone: '9830012345',
      open: true,
      openingHours: { week: { Mon: { kind: 'spans' }, Sun: { kind: 'closed' } }, daysOff: [] },
      image: '/img/town.svg#shop-grocery',
      keywords: expect.arrayContaining(['gu', 'gupta', 'rathtala', 'grocery']),
    });
    // Typing six fields key by key: 3 s alone, more on a busy machine.
  }, 20_000);

  it('edits a record, keeping the fields the form does not show', async () => {
    const { user } = renderSection('shops');
    await user.click(await screen.findByRole('button', { name: 'Edit Maa Tara Bhandar' }, slow));
    const form = screen.getByRole('region', { name: 'Edit Maa Tara Bhandar' });
    // The old words for the hours are no field of the form: the hours form below holds the hours.
    expect(within(form).queryByLabelText(/hours/i)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Open now (taking orders)' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved “Maa Tara Bhandar”.');
    const saved = await handle.backend.store.get(collections.shops, 'maa-tara-bhandar');
    expect(saved?.data).toMatchObject({
      hours: '6:30 am – 10 pm',
      openingHours: { week: { Mon: { kind: 'spans', spans: [{ from: '06:30', to: '22:00' }] } } },
      open: false,
      type: 'grocery',
    });
    expect(saved?.data['keywords']).toEqual(expect.arrayContaining(['maa', 'tara']));
    // Back on the list, the record reads as saved, its hours in words, never in their stored shape.
    const title = await screen.findByRole('button', { name: 'Maa Tara Bhandar' });
    const row = title.closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Closed');
    expect(row).toHaveTextContent('Opening hours: Every day: 6:30 am – 10:00 pm');
    await user.click(title);
    expect(row).toHaveTextContent('Phone');
    expect(row).not.toHaveTextContent(/openingHours|week|kind|spans/);
  });

  it('shows an edited record as saved on the list at once, while the list is still reading again', async () => {
    const { user } = renderSection('shops');
    await user.click(
      await screen.findByRole('button', { name: 'Edit Maa Kali Mishti Bhandar' }, slow),
    );
    const form = screen.getByRole('region', { name: 'Edit Maa Kali Mishti Bhandar' });
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Maa Kali Sweets');
    // The lists' reads after the save wait until the test has looked: what the
    // list shows meanwhile is what the save put there.
    let letReadsThrough = () => {};
    const gate = new Promise<void>((resolve) => (letReadsThrough = resolve));
    const { store } = handle.backend;
    const read = store.query.bind(store);
    const reads = vi.spyOn(store, 'query').mockImplementation(async (spec) => {
      await gate;
      return read(spec);
    });
    try {
      await user.click(within(form).getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Saved “Maa Kali Sweets”.');
      expect(await screen.findByRole('button', { name: 'Maa Kali Sweets' })).toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Maa Kali Mishti Bhandar' }),
      ).not.toBeInTheDocument();
    } finally {
      letReadsThrough();
      reads.mockRestore();
    }
  });

  it('ticks the neighbourhoods a shop delivers to from the list, none meaning every one', async () => {
    const { user } = renderSection('shops');
    await user.click(await screen.findByRole('button', { name: 'Edit Maa Tara Bhandar' }, slow));
    const form = screen.getByRole('region', { name: 'Edit Maa Tara Bhandar' });
    const places = within(form).getByRole('group', { name: /Neighbourhoods it delivers to/ });
    await within(places).findByRole('checkbox', { name: 'Bazar Para' }, slow);
    expect(
      within(places).getByText('None ticked: it delivers to every neighbourhood.'),
    ).toBeInTheDocument();
    expect(
      within(places)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual([
      'Bazar Para',
      'Hospital More',
      'Rail Colony',
      'Rathtala',
      'School Para',
      'Station Road',
    ]);
    await user.click(within(places).getByRole('checkbox', { name: 'School Para' }));
    await user.click(within(places).getByRole('checkbox', { name: 'Rathtala' }));
    expect(within(places).getByText('Ticked: Rathtala, School Para')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved “Maa Tara Bhandar”.');
    const ticked = await handle.backend.store.get(collections.shops, 'maa-tara-bhandar');
    expect(ticked?.data['neighbourhoods']).toEqual(['rathtala', 'school-para']);

    cleanup();
    const reopened = renderSection('shops');
    await reopened.user.click(
      await screen.findByRole('button', { name: 'Edit Maa Tara Bhandar' }, slow),
    );
    const again = screen.getByRole('region', { name: 'Edit Maa Tara Bhandar' });
    await within(again).findByRole('checkbox', { name: 'Bazar Para' }, slow);
    for (const name of ['Rathtala', 'School Para']) {
      const box = within(again).getByRole('checkbox', { name });
      expect(box).toBeChecked();
      await reopened.user.click(box);
    }
    await reopened.user.click(within(again).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved “Maa Tara Bhandar”.');
    const everywhere = await handle.backend.store.get(collections.shops, 'maa-tara-bhandar');
    expect(everywhere?.data['neighbourhoods']).toEqual([]);
  });

  it('sets a shop’s hours in its form, with the vendor’s form, keeping its other fields', async () => {
    const { user } = renderSection('shops');
    await user.click(await screen.findByRole('button', { name: 'Edit Maa Tara Bhandar' }, slow));
    const hours = screen.getByRole('form', { name: 'Opening hours' });
    await user.selectOptions(within(hours).getByRole('combobox', { name: 'Sunday' }), 'closed');
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));
    expect(await within(hours).findByText('Hours saved. Customers see them now.')).toBeVisible();
    const saved = await handle.backend.store.get(collections.shops, 'maa-tara-bhandar');
    expect(saved?.data).toMatchObject({
      name: 'Maa Tara Bhandar',
      openingHours: {
        week: {
          Mon: { kind: 'spans', spans: [{ from: '06:30', to: '22:00' }] },
          Sun: { kind: 'closed' },
        },
        daysOff: [],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // The list reads the shops again behind the save.
    await waitFor(
      () =>
        expect(
          screen.getByRole('button', { name: 'Maa Tara Bhandar' }).closest('li'),
        ).toHaveTextContent('Opening hours: Mon – Sat: 6:30 am – 10:00 pm; Sun: closed'),
      slow,
    );
  });

  it('says what customers read of a shop with only its old words for the hours', async () => {
    const stored = await handle.backend.store.get(collections.shops, 'sen-brothers-store');
    const { openingHours: _hours, ...older } = stored?.data ?? {};
    await handle.internals.writeDoc(collections.shops, 'sen-brothers-store', older);
    const { user } = renderSection('shops');
    const row = (
      await screen.findByRole('button', { name: 'Sen Brothers General Store' }, slow)
    ).closest('li');
    expect(row).toHaveTextContent(
      'Opening hours: No opening hours set: customers can order whenever the shop is open. ' +
        'The shop’s old note, shown to customers until hours are set: “8 am – 8 pm, closed Thursdays”',
    );
    await user.click(screen.getByRole('button', { name: 'Edit Sen Brothers General Store' }));
    expect(screen.getByRole('form', { name: 'Opening hours' })).toHaveTextContent(
      'The shop’s note says “8 am – 8 pm, closed Thursdays”',
    );
    await asTestStep(() =>
      handle.internals.writeDoc(collections.shops, 'sen-brothers-store', stored?.data ?? {}),
    );
  });

  it('deletes only after the confirmation', async () => {
    const { user } = renderSection('labTests');
    const row = await screen.findByRole('button', { name: 'Delete Widal Test' }, slow);
    await user.click(row);
    const dialog = screen.getByRole('dialog', { name: 'Delete this lab test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await handle.backend.store.get(collections.labTests, 'widal-test')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Widal Test' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this lab test?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted “Widal Test”.');
    expect(await handle.backend.store.get(collections.labTests, 'widal-test')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Widal Test' })).not.toBeInTheDocument();
  });

  it('searches by word and explains a search it cannot make', async () => {
    const { user } = renderSection('products');
    await sectionList('Products');
    await user.type(screen.getByRole('searchbox'), 'rice');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('button', { name: 'Gobindobhog Rice' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Masoor Dal' })).not.toBeInTheDocument();
    cleanup();

    const orders = renderSection('orders');
    await orders.user.type(await screen.findByRole('searchbox', {}, slow), 'rice');
    await orders.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      screen.getByText('Type a 10-digit mobile number or an order number like TS-482913.'),
    ).toBeInTheDocument();
  });

  it('makes a product of a chosen shop, taking the shop’s name in every language', async () => {
    const { user } = renderSection('products');
    await sectionList('Products');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const form = screen.getByRole('region', { name: 'New product' });
    const shop = within(form).getByLabelText('Shop');
    await within(shop).findByRole('option', { name: 'Sen Brothers General Store' }, slow);
    await user.selectOptions(shop, 'sen-brothers-store');
    await user.type(within(form).getByLabelText('Name'), 'Mustard Seeds');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Spices');
    await user.selectOptions(within(form).getByLabelText('Unit'), '100 g');
    await user.type(within(form).getByLabelText('Price (₹)'), '12.505');
    await user.type(within(form).getByLabelText('Stock'), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));
    expect(
      within(form).getByText('The price can have at most two digits after the point.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('The stock must be a whole number.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Price (₹)'));
    await user.type(within(form).getByLabelText('Price (₹)'), '18');
    await user.clear(within(form).getByLabelText('Stock'));
    await user.type(within(form).getByLabelText('Stock'), '40');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added “Mustard Seeds”.');
    const page = await handle.backend.store.query({
      collection: collections.products,
      where: [{ field: 'name', op: '==', value: 'Mustard Seeds' }],
    });
    expect(page.docs[0]?.data).toMatchObject({
      shopId: 'sen-brothers-store',
      shopName: 'Sen Brothers General Store',
      shopNameBn: 'সেন ব্রাদার্স জেনারেল স্টোর',
      shopNameHi: 'सेन ब्रदर्स जनरल स्टोर',
      price: 18_00,
      stock: 40,
      image: '/img/town.svg#product-spices',
    });
  });

  it('finds seeded doctors, posts and emergency contacts by any word, in any case', async () => {
    const search = async (user: ReturnType<typeof renderSection>['user'], text: string) => {
      await user.clear(screen.getByRole('searchbox'));
      await user.type(screen.getByRole('searchbox'), text);
      await user.click(screen.getByRole('button', { name: 'Search' }));
    };
    const doctors = renderSection('doctors');
    await sectionList('Doctors');
    await search(doctors.user, 'ghosh');
    expect(await screen.findByRole('button', { name: 'Dr. Rina Ghosh' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dr. Subrata Mondal' })).not.toBeInTheDocument();
    await search(doctors.user, 'CARDIOLOGY');
    expect(
      await screen.findByRole('button', { name: 'Dr. Prasenjit Roy' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dr. Rina Ghosh' })).not.toBeInTheDocument();
    cleanup();

    const feeds = renderSection('feeds');
    await sectionList('Feeds');
    await search(feeds.user, 'footbridge');
    expect(
      await screen.findByRole('button', { name: 'New footbridge at Nabagram station opens' }, slow),
    ).toBeInTheDocument();
    cleanup();

    const contacts = renderSection('emergencyContacts');
    await sectionList('Emergency contacts');
    await search(contacts.user, 'lineman');
    expect(
      await screen.findByRole('button', { name: 'WBSEDCL Night Duty Lineman' }, slow),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Emergency contacts' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('says what is wrong with sitting days under their field, focused, keeping what was typed', async () => {
    const { user } = renderSection('doctors');
    await user.click(await screen.findByRole('button', { name: 'Edit Dr. Rina Ghosh' }, slow));
    const form = screen.getByRole('region', { name: 'Edit Dr. Rina Ghosh' });
    const days = within(form).getByLabelText('Sitting days');
    await user.clear(days);
    await user.type(days, 'Mon, Funday');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(days).toHaveAccessibleDescription(expect.stringContaining('“Funday”'));
    expect(days).toHaveFocus();
    expect(days).toHaveValue('Mon, Funday');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(days);
    await user.type(days, 'Mon, Thu');
    const weeks = within(form).getByLabelText('Weeks of the month (optional)');
    await user.type(weeks, '2, 7');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(weeks).toHaveAttribute('aria-invalid', 'true');
    expect(weeks).toHaveAccessibleDescription(expect.stringContaining('“7”'));
    expect(days).not.toHaveAttribute('aria-invalid');
    expect(
      (await handle.backend.store.get(collections.doctors, 'dr-rina-ghosh'))?.data,
    ).toMatchObject({ weekdays: ['Mon', 'Wed', 'Fri'] });
  });

  it('offers every section in four named groups, behind one button that names the open one', async () => {
    const { user } = renderSection('products');
    await sectionList('Products');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const groups = {
      'Orders and staff': ['Orders', 'Vendors', 'Delivery persons', 'Staff alerts'],
      'Shops and products': ['Shops', 'Products', 'Neighbourhoods'],
      Health: [
        'Doctors',
        'Lab tests',
        'Hospitals and clinics',
        'Appointments',
        'Lab bookings',
        'Medicine orders',
        'Assistance requests',
      ],
      'Town and info': [
        'Teachers',
        'Service providers',
        'Feeds',
        'Emergency contacts',
        'Ride bookings',
        'Service requests',
        'Messages',
      ],
    };
    for (const [group, sections] of Object.entries(groups)) {
      const links = within(within(nav).getByRole('list', { name: group })).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(sections);
    }
    // And the dashboard, the lists sent to shops and the town backup.
    expect(within(nav).getAllByRole('link')).toHaveLength(24);
    expect(within(nav).getByRole('link', { name: 'Lists sent to shops' })).toHaveAttribute(
      'href',
      '/admin/lists',
    );
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // On a phone the groups wait behind one button, which says where the admin is.
    const toggle = within(nav).getByRole('button', { name: 'Sections Products' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Tab}{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(within(nav).getByText('Health'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Lab bookings' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lab bookings' }, slow),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sections Lab bookings' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('explains a price typed as 1e3, and says when a post is scheduled', async () => {
    const products = renderSection('products');
    await sectionList('Products');
    await products.user.click(screen.getByRole('button', { name: 'Add product' }));
    const productForm = screen.getByRole('region', { name: 'New product' });
    await products.user.type(within(productForm).getByLabelText('Price (₹)'), '1e3');
    await products.user.type(within(productForm).getByLabelText('Stock'), '20000');
    await products.user.click(within(productForm).getByRole('button', { name: 'Add product' }));
    expect(
      within(productForm).getByText('Type the price in digits only, like 250 or 99.50.'),
    ).toBeInTheDocument();
    expect(
      within(productForm).getByText('The stock cannot be more than 10,000.'),
    ).toBeInTheDocument();
    cleanup();

    const feeds = renderSection('feeds');
    await sectionList('Feeds');
    await feeds.user.click(screen.getByRole('button', { name: 'Add post' }));
    const form = screen.getByRole('region', { name: 'New post' });
    const when = within(form).getByLabelText('Publish on');
    fireEvent.change(when, { target: { value: '' } });
    await feeds.user.type(within(form).getByLabelText('Link (optional)'), 'http://example.org');
    await feeds.user.click(within(form).getByRole('button', { name: 'Add post' }));
    expect(within(form).getByText('Please enter the date to publish.')).toBeInTheDocument();
    expect(
      within(form).getByText(
        'The address must start with https:// (with an s). Plain http:// is not accepted.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(when, { target: { value: '2030-01-15T09:00' } });
    expect(within(form).getByText(/^Scheduled for 15 Jan 2030/)).toBeInTheDocument();
  });
});
