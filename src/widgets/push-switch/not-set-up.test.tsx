import { screen } from '@testing-library/react';
import type * as env from '../../config/env';
import { fakeNotifications } from '../../testing/fake-notifications';
import { renderAt } from '../../testing/render';
import { OrderPushSwitch } from './push-switch';
import { StaffPushSwitch } from './staff-push-switch';

// A Firebase town whose .env has no web push key (VITE_FIREBASE_VAPID_KEY).
vi.mock('../../config/env', async (importOriginal) => {
  const original = await importOriginal<typeof env>();
  return {
    ...original,
    settings: {
      ...original.settings,
      firebase: {
        apiKey: 'key',
        appId: 'app',
        projectId: 'nabagram-town',
        authDomain: 'nabagram-town.firebaseapp.com',
        useEmulators: false,
      },
    },
  };
});
const browser = fakeNotifications();

describe('a town without the web push key', () => {
  it('says notifications are not set up, and asks nothing', () => {
    renderAt(<StaffPushSwitch uid="u1" />);
    expect(
      screen.getByText('Notifications on the phone are not set up in this town yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(browser.asked).toBe(0);
  });

  it('offers a customer nothing to turn on either', () => {
    renderAt(<OrderPushSwitch orderId="0123456789abcdef0123456789abcdef" />);
    expect(screen.getByText(/not set up in this town/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
