import type * as env from '../config/env';
import { fakeNotifications } from '../testing/fake-notifications';
import { pushStanding } from './push-device';

const town = vi.hoisted(() => ({ vapidKey: undefined as string | undefined }));
vi.mock('../config/env', async (importOriginal) => {
  const original = await importOriginal<typeof env>();
  return {
    ...original,
    settings: {
      ...original.settings,
      get firebase() {
        return {
          apiKey: 'key',
          appId: 'app',
          projectId: 'nabagram-town',
          authDomain: 'nabagram-town.firebaseapp.com',
          useEmulators: false,
          ...(town.vapidKey && { vapidKey: town.vapidKey, messagingSenderId: '123456789012' }),
        };
      },
    },
  };
});
fakeNotifications();

describe('pushStanding on Firebase', () => {
  it('says a town without the web push key has not set notifications up, before asking anything', () => {
    town.vapidKey = undefined;
    expect(pushStanding({ kind: 'staff', uid: 'u1' })).toBe('not-set-up');
    expect(pushStanding({ kind: 'order', orderId: 'o1' })).toBe('not-set-up');
  });

  it('offers the switch in a town that has the key', () => {
    town.vapidKey = `B${'x'.repeat(86)}`;
    expect(pushStanding({ kind: 'staff', uid: 'u1' })).toBe('off');
  });
});
