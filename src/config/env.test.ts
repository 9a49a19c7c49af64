import { parseSettings, SettingsError } from './env';

describe('settings', () => {
  it('runs on the Demo backend with the documented defaults when nothing is set', () => {
    expect(parseSettings({})).toEqual({
      firebase: null,
      userRole: 'user',
      adminRole: 'admin',
      title: 'Town Services',
      logoUrl: '/logo.svg',
      town: 'Nabagram, West Bengal',
      deliveryFee: 30,
      freeDeliveryAbove: 499,
    });
  });

  it('uses Firebase when a project is configured', () => {
    const settings = parseSettings({
      VITE_FIREBASE_PROJECT_ID: 'nabagram-town',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_ADMIN_ROLE: 'superuser',
      VITE_APP_TITLE: ' Nabagram Seva ',
    });
    expect(settings.firebase).toEqual({
      projectId: 'nabagram-town',
      apiKey: 'key',
      appId: '1:2:web:3',
      authDomain: 'nabagram-town.firebaseapp.com',
      useEmulators: false,
    });
    expect(settings.adminRole).toBe('superuser');
    expect(settings.title).toBe('Nabagram Seva');
  });

  it('lets the emulators run without real keys', () => {
    const settings = parseSettings({
      VITE_FIREBASE_PROJECT_ID: 'demo-town-services',
      VITE_USE_FIREBASE_EMULATORS: 'true',
    });
    expect(settings.firebase?.useEmulators).toBe(true);
  });

  it('names the missing identifiers of a half-configured project', () => {
    expect(() => parseSettings({ VITE_FIREBASE_PROJECT_ID: 'p' })).toThrow(
      new SettingsError(
        'VITE_FIREBASE_PROJECT_ID is set, so VITE_FIREBASE_API_KEY and VITE_FIREBASE_APP_ID must be set too.',
      ),
    );
  });

  it.each([
    [{ VITE_DELIVERY_FEE: 'thirty' }, /VITE_DELIVERY_FEE/],
    [{ VITE_FREE_DELIVERY_ABOVE: '-5' }, /VITE_FREE_DELIVERY_ABOVE/],
    [{ VITE_USE_FIREBASE_EMULATORS: 'yes' }, /VITE_USE_FIREBASE_EMULATORS/],
  ])('explains a bad value %j', (env, message) => {
    expect(() => parseSettings(env)).toThrow(message);
  });
});
