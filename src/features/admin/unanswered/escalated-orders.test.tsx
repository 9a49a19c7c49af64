import { screen, within } from '@testing-library/react';
import { collections } from '../../../lib/models';
import { renderAt, slow } from '../../../testing/render';
import { placeTestOrder, signInAs, staffTestBackend } from '../../../testing/staff-fixtures';
import DashboardScreen from '../dashboard-screen';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();

describe('the dashboard, when no shop has answered an order', () => {
  it('shows the orders the server called the admin about first, each with the shop’s phone to call', async () => {
    const escalated = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    const reminded = await placeTestOrder(handle, 'annapurna-grocery--moong-dal');
    const newest = await placeTestOrder(handle, 'dada-boudi-hotel--veg-thali');
    const { serverStore } = handle.internals;
    const at = new Date();
    await serverStore.update(collections.orders, escalated.orderId, {
      remindedAt: at,
      escalatedAt: at,
    });
    await serverStore.update(collections.orders, reminded.orderId, { remindedAt: at });
    await signInAs(handle, 'admin');
    renderAt(<DashboardScreen />, '/admin');

    const section = (
      await screen.findByRole('heading', { name: '1 order no shop has answered' }, slow)
    ).closest('section') as HTMLElement;
    expect(section).toHaveTextContent(
      'Nobody at the shop has accepted or rejected these orders. Please call the shop.',
    );
    expect(within(section).getByRole('link', { name: escalated.number })).toBeInTheDocument();
    expect(
      await within(section).findByRole('link', { name: /^Call Annapurna Grocery, / }, slow),
    ).toHaveAttribute('href', 'tel:9000012301');
    expect(section).toHaveTextContent(/Cancelled by itself at .+ unless the shop answers\./);
    expect(section).not.toHaveTextContent(reminded.number);
    expect(section).not.toHaveTextContent(newest.number);

    // Among the open orders too, it comes first, before newer ones.
    const open = screen.getByRole('region', { name: 'Open orders' });
    const numbers = within(open)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link').textContent);
    expect(numbers[0]).toBe(escalated.number);
    expect(numbers.indexOf(newest.number)).toBeGreaterThan(0);
  });
});
