import { cleanup, screen } from '@testing-library/react';
import { locale, preloadCatalogue } from '../../../lib/i18n';
import { renderAt, slow } from '../../../testing/render';
import { placeTestOrder, signInAs, staffTestBackend } from '../../../testing/staff-fixtures';
import { renderSection } from '../admin-screen-testing';
import DashboardScreen from '../dashboard-screen';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();
afterEach(() => locale.set('en'));

describe('the staff alerts an admin reads first', () => {
  it('are said in the reader’s language on the dashboard and in the alerts list', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    await signInAs(handle, 'admin');
    renderAt(<DashboardScreen />, '/admin');
    const unsent = await screen.findByRole('region', { name: 'Unsent alerts' }, slow);
    expect(
      await screen.findAllByText(`New order ${order.number} — Annapurna Grocery`, {}, slow),
    ).not.toHaveLength(0);
    cleanup();

    locale.set('bn');
    await preloadCatalogue('admin');
    renderAt(<DashboardScreen />, '/admin');
    const bengali = await screen.findByRole('region', { name: 'না-পাঠানো বার্তা' }, slow);
    expect(
      await screen.findAllByText(`নতুন অর্ডার ${order.number} — অন্নপূর্ণা মুদিখানা`, {}, slow),
    ).not.toHaveLength(0);
    expect(bengali).not.toHaveTextContent('New order');
    expect(unsent).not.toBeInTheDocument();
    cleanup();

    locale.set('hi');
    await preloadCatalogue('admin');
    renderSection('notifications');
    expect(
      await screen.findAllByRole(
        'button',
        { name: `नया ऑर्डर ${order.number} — अन्नपूर्णा किराना` },
        slow,
      ),
    ).not.toHaveLength(0);
  });
});
