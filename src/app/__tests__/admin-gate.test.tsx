import { screen } from '@testing-library/react';
import { collections } from '../../lib/models';
import { staffSessionNow } from '../../data/staff-session';
import { renderRoutes, slow } from '../../testing/render';
import { staffTestBackend, signInAs } from '../../testing/staff-fixtures';
import AdminGate from '../staff/admin-gate';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();

function renderAdmin(path = '/admin') {
  return renderRoutes(
    {
      '/admin': <AdminGate screen="dashboard" />,
      '/admin/:type': <AdminGate screen="collection" />,
    },
    path,
  );
}

describe('the admin gate', () => {
  it('shows the sign-in form to someone signed out, and the dashboard once an admin signs in', async () => {
    const { user } = renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Staff sign in' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Today in town' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'admin@town.demo');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Today in town' }, slow)).toBeInTheDocument();
    expect(staffSessionNow()).toMatchObject({
      status: 'ready',
      user: { email: 'admin@town.demo' },
    });
  });

  it('shows an admin the dashboard with its live figures', async () => {
    await signInAs(handle, 'admin');
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Today in town' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Open orders' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it('tells a signed-in vendor they are not allowed, loads no admin screen, and lets them sign out', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderAdmin('/admin/orders');
    expect(
      await screen.findByRole('heading', { name: 'This page is for the town’s admins' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign in' }, slow)).toBeInTheDocument();
    expect(staffSessionNow()).toEqual({ status: 'ready', user: null });
  });

  it('refuses an admins document whose role is not the admin role', async () => {
    const uid = await handle.internals.createAccount('helper@town.demo', 'helper123');
    await handle.internals.writeDoc(collections.admins, uid, {
      name: 'Helper',
      email: 'helper@town.demo',
      role: 'user',
    });
    await (await handle.backend.auth()).signInWithEmail('helper@town.demo', 'helper123');
    renderAdmin();
    expect(
      await screen.findByRole('heading', { name: 'This page is for the town’s admins' }, slow),
    ).toBeInTheDocument();
  });

  it('shows a not-found screen for a type it does not manage', async () => {
    await signInAs(handle, 'admin');
    renderAdmin('/admin/spaceships');
    expect(
      await screen.findByRole('heading', { name: 'There is no such admin section' }, slow),
    ).toBeInTheDocument();
  });
});
