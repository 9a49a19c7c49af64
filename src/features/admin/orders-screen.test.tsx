import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { collections } from '../../lib/models';
import { placeTestOrder, seededCourier, testPhone } from '../../testing/staff-fixtures';
import { slow } from '../../testing/render';
import { adminTestSession, renderSection, sectionList } from './admin-screen-testing';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = adminTestSession();

describe('the orders screen', () => {
  it('gives an order to a delivery person', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--iodised-salt', 'Sima Roy');
    const { user } = renderSection('orders');
    const row = (
      await screen.findByRole('button', { name: `${order.number} · Sima Roy` }, slow)
    ).closest('li');
    if (!row) throw new Error('no row');
    const select = within(row).getByLabelText(`Delivery person for order ${order.number}`);
    await within(select).findByRole('option', { name: seededCourier.name }, slow);
    await user.selectOptions(select, seededCourier.uid);
    await user.click(within(row).getByRole('button', { name: 'Assign' }));
    expect(
      await screen.findByText(`Order ${order.number} is given to ${seededCourier.name}.`, {}, slow),
    ).toBeInTheDocument();
    expect((await handle.backend.store.get(collections.orders, order.orderId))?.data).toMatchObject(
      { status: 'placed', deliveryUid: seededCourier.uid },
    );
  });

  it('marks an order paid by UPI from its details, and shows it without asking for cash', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Tuli Pal');
    const { user } = renderSection('orders');
    const opener = await screen.findByRole('button', { name: `${order.number} · Tuli Pal` }, slow);
    await user.click(opener);
    const row = opener.closest('li');
    if (!row) throw new Error('no row');
    await user.click(
      within(row).getByRole('button', { name: `Mark paid by UPI: order ${order.number}` }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, the money is there' }));
    expect(
      await within(row).findByText('Paid by UPI: collect no cash.', {}, slow),
    ).toBeInTheDocument();
    expect((await handle.backend.store.get(collections.orders, order.orderId))?.data).toMatchObject(
      { paidByUpi: { by: 'admin' } },
    );
  });

  it('moves an order along the transition table and asks a reason to reject', async () => {
    const first = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    const second = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Mita Roy');
    const { user } = renderSection('orders');
    await sectionList('Orders');
    const firstRow = screen
      .getByRole('button', { name: `${first.number} · Rina Das` })
      .closest('li');
    if (!firstRow) throw new Error('no row');
    await user.click(within(firstRow).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Order ${first.number} is now “Accepted by the shop”.`,
    );
    const accepted = await handle.backend.store.get(collections.orders, first.orderId);
    expect(accepted?.data['status']).toBe('accepted');

    const secondRow = (
      await screen.findByRole('button', { name: `${second.number} · Mita Roy` }, slow)
    ).closest('li');
    if (!secondRow) throw new Error('no row');
    await user.click(within(secondRow).getByRole('button', { name: 'Reject…' }));
    const dialog = screen.getByRole('dialog', { name: `Reject order ${second.number}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
    await user.click(within(dialog).getByRole('radio', { name: 'Out of stock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));
    expect(
      await screen.findByText(`Order ${second.number} is now “Rejected by the shop”.`, {}, slow),
    ).toBeInTheDocument();
    expect(
      (await handle.backend.store.get(collections.orders, second.orderId))?.data,
    ).toMatchObject({ status: 'rejected', reasonCode: 'outOfStock', reason: null });
  });

  it('lowers a line of a new order for the shop, and shows what changed and when', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Lata Sen', {
      quantity: 4,
    });
    const { user } = renderSection('orders');
    const open = await screen.findByRole('button', { name: `${order.number} · Lata Sen` }, slow);
    await user.click(open);
    const row = open.closest('li');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: 'Change Masoor Dal' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Masoor Dal (1 kg)?' });
    await user.selectOptions(within(dialog).getByLabelText('How many can you give?'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Change the order' }));

    expect(await within(row).findByRole('status', {}, slow)).toHaveTextContent(
      'Changed. New total: ₹250.00',
    );
    expect((await handle.backend.store.get(collections.orders, order.orderId))?.data).toMatchObject(
      { quantities: { 'annapurna-grocery--masoor-dal': 2 }, total: 250_00 },
    );
    // The list is read again: the row shows the order as it is now.
    await waitFor(() =>
      expect(row).toHaveTextContent('Masoor Dal (1 kg): 4 → 2, only 2 left in the shop'),
    );
    const history = within(row).getByRole('heading', { name: 'History' }).nextElementSibling;
    expect(
      within(history as HTMLElement)
        .getAllByRole('listitem')
        .map((step) => step.textContent?.split(' — ')[0]),
    ).toEqual(['Placed', 'Items changed before accepting']);
  });

  it('lists nothing for a search it cannot make, and ignores an unknown filter', async () => {
    const phone = testPhone();
    const order = await placeTestOrder(handle, 'annapurna-grocery--iodised-salt', 'Sima Roy', {
      phone,
    });
    const { user } = renderSection('orders');
    await user.type(await screen.findByRole('searchbox', {}, slow), phone);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = `${order.number} · Sima Roy`;
    expect(await screen.findByRole('button', { name: row }, slow)).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'Sima');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Type a 10-digit mobile number or an order number like TS-482913.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: row })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.queryByText('Nothing matches')).not.toBeInTheDocument();
    cleanup();

    renderSection('orders?filter=bogus');
    expect(await screen.findByRole('button', { name: row }, slow)).toBeInTheDocument();
    const status = screen.getByLabelText('Status');
    expect(status).toHaveValue('');
    expect(within(status).queryByRole('option', { name: 'bogus' })).not.toBeInTheDocument();
  });

  it('shows the order a tapped notice names above the list, open, in view and marked', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Asha Roy');
    renderSection('orders', `?order=${order.orderId}`);
    const asked = await screen.findByRole(
      'region',
      { name: 'The order you were told about' },
      slow,
    );
    const row = asked.querySelector('[data-order-id]') as HTMLElement;
    expect(
      within(asked).getByRole('button', { name: `${order.number} · Asha Roy` }),
    ).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(row).toHaveFocus());
    expect(row).toHaveAttribute('aria-current', 'true');
    cleanup();

    renderSection('orders', '?order=0123456789abcdef0123456789abcdef');
    expect(
      await screen.findByText('The order you were told about could not be found.', {}, slow),
    ).toBeInTheDocument();
  });
});
