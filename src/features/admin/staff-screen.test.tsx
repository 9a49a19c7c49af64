import { screen, waitFor, within } from '@testing-library/react';
import { collections } from '../../lib/models';
import { staffSessionNow } from '../../data/staff-session';
import { asTestStep, seededCourier } from '../../testing/staff-fixtures';
import { slow } from '../../testing/render';
import { adminTestSession, renderSection, sectionList } from './admin-screen-testing';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = adminTestSession();

/** Opens the vendors' "Add vendor" form, fills it in for Tara Pal of Maa Tara Bhandar and sends it. */
async function addVendor(phone: string, firstPassword: string) {
  const { user } = renderSection('vendors');
  await sectionList('Vendors');
  await user.click(screen.getByRole('button', { name: 'Add vendor' }));
  const form = screen.getByRole('region', { name: 'New vendor' });
  await within(within(form).getByLabelText('Shop')).findByRole('option', {
    name: 'Maa Tara Bhandar',
  });
  await user.type(within(form).getByLabelText('Name'), 'Tara Pal');
  await user.type(within(form).getByLabelText('Phone'), phone);
  await user.type(within(form).getByLabelText('First password'), firstPassword);
  await user.selectOptions(within(form).getByLabelText('Shop'), 'maa-tara-bhandar');
  await user.click(within(form).getByRole('button', { name: 'Add vendor' }));
  return { user, form };
}

describe('the staff screens', () => {
  it('creates a vendor account with a first password, and the admin stays signed in', async () => {
    const { user, form } = await addVendor('98300 55555', 'tara123');
    expect(
      within(form).getByText('The first password needs at least 8 characters.'),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText('First password'), '45');
    await user.click(within(form).getByRole('button', { name: 'Add vendor' }));
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('Added “Tara Pal”.');
    expect(staffSessionNow()).toMatchObject({
      status: 'ready',
      user: { email: 'admin@town.demo' },
    });

    const auth = await handle.backend.auth();
    // The admin's screen is open: it hears of both, as a test's own step.
    const record = await asTestStep(async () => {
      await auth.signOut();
      return auth.signInStaffByPhone('vendor', '9830055555', 'tara12345');
    });
    expect(record).toMatchObject({
      name: 'Tara Pal',
      shopId: 'maa-tara-bhandar',
      category: 'grocery',
      active: true,
    });
  });

  it('says under the phone, focused, that the number already has an account, keeping the form', async () => {
    // Bikash Saha, the seeded vendor of Annapurna Grocery, signs in with this number.
    const { form } = await addVendor('90000 00001', 'tara12345');

    const phone = within(form).getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'), slow);
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('An account with that email or phone already exists.'),
    );
    expect(phone).toHaveFocus();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Tara Pal');
    expect(within(form).getByLabelText('Shop')).toHaveValue('maa-tara-bhandar');
  });

  it('deactivates a delivery person only after the confirmation, and reactivates them', async () => {
    const { user } = renderSection('deliveryPersons');
    const row = (await screen.findByRole('button', { name: seededCourier.name }, slow)).closest(
      'li',
    );
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: `Deactivate ${seededCourier.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      `${seededCourier.name} is deactivated.`,
    );
    expect(
      (await asTestStep(() => handle.backend.store.get(collections.delivery, seededCourier.uid)))
        ?.data['active'],
    ).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Reactivate' }, slow));
    // The notice before it stays on screen until this one replaces it.
    await screen.findByText(`${seededCourier.name} can sign in again.`, {}, slow);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${seededCourier.name} can sign in again.`,
    );
    expect(
      (await asTestStep(() => handle.backend.store.get(collections.delivery, seededCourier.uid)))
        ?.data['active'],
    ).toBe(true);
  });

  it('shows a vendor’s shop by its name, on the vendor’s line and when the vendor is opened', async () => {
    const { user } = renderSection('vendors');
    const row = (await screen.findByRole('button', { name: 'Bikash Saha' }, slow)).closest('li');
    await waitFor(
      () => expect(row).toHaveTextContent('90000 00001 · Annapurna Grocery · Active'),
      slow,
    );
    await user.click(screen.getByRole('button', { name: 'Bikash Saha' }));
    const shop = (await screen.findByText('Shop', { selector: 'dt' }, slow)).nextElementSibling;
    await waitFor(() => expect(shop).toHaveTextContent('Annapurna Grocery'), slow);
  });
});
