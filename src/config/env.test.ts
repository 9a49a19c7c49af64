// @vitest-environment node
import { parseBuildSettings, parseSettings, SettingsError } from './env';

const apiKey = 'AIzaSyDk3Jq8h9XvT5mN2pL7rW4sB6cE1fG0aHb';

describe('settings', () => {
  it('runs on the Demo backend with the documented defaults when nothing is set', () => {
    expect(parseSettings({})).toEqual({
      firebase: null,
      title: 'Town Services',
      logoUrl: '/logo.svg',
      town: 'Nabagram, West Bengal',
    });
  });

  it('uses Firebase when a project is configured', () => {
    const settings = parseSettings({
      VITE_FIREBASE_PROJECT_ID: 'nabagram-town',
      VITE_FIREBASE_API_KEY: apiKey,
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_APP_TITLE: ' Nabagram Seva ',
    });
    expect(settings.firebase).toEqual({
      projectId: 'nabagram-town',
      apiKey,
      appId: '1:2:web:3',
      authDomain: 'nabagram-town.firebaseapp.com',
      useEmulators: false,
    });
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
    expect(() => parseSettings({ VITE_FIREBASE_PROJECT_ID: 'nabagram-town' })).toThrow(
      new SettingsError(
        'VITE_FIREBASE_PROJECT_ID is set, so VITE_FIREBASE_API_KEY and VITE_FIREBASE_APP_ID must be set too.',
      ),
    );
  });

  const project = {
    VITE_FIREBASE_PROJECT_ID: 'nabagram-town',
    VITE_FIREBASE_API_KEY: apiKey,
    VITE_FIREBASE_APP_ID: '1:2:web:3',
  };

  it.each([
    [{ VITE_USE_FIREBASE_EMULATORS: 'yes' }, /VITE_USE_FIREBASE_EMULATORS/],
    // Images may come only from this site and Firebase Storage (the CSP says so).
    [{ VITE_APP_LOGO_URL: 'https://example.com/logo.png' }, /VITE_APP_LOGO_URL/],
    [{ VITE_APP_LOGO_URL: '//example.com/logo.png' }, /VITE_APP_LOGO_URL/],
    // A misspelt project id must never leave the other settings running the Demo backend.
    [
      { VITE_FIREBASE_PROJECTID: 'nabagram-town', VITE_FIREBASE_API_KEY: apiKey },
      /VITE_FIREBASE_PROJECTID/,
    ],
    [
      { VITE_FIREBASE_API_KEY: apiKey },
      /VITE_FIREBASE_API_KEY is set but VITE_FIREBASE_PROJECT_ID/,
    ],
    [{ ...project, VITE_FIREBASE_PROJECT_ID: 'Nabagram Town' }, /VITE_FIREBASE_PROJECT_ID/],
    [{ ...project, VITE_FIREBASE_API_KEY: 'AIza-too-short' }, /VITE_FIREBASE_API_KEY/],
    [{ ...project, VITE_FIREBASE_APP_ID: '1:2:ios:3' }, /VITE_FIREBASE_APP_ID/],
    [
      { ...project, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'short' },
      /VITE_RECAPTCHA_ENTERPRISE_SITE_KEY/,
    ],
    [{ ...project, VITE_FIREBASE_VAPID_KEY: 'BAbc' }, /VITE_FIREBASE_VAPID_KEY/],
  ])('explains a bad value %j', (env, message) => {
    expect(() => parseSettings(env)).toThrow(message);
  });

  it('takes a reCAPTCHA Enterprise site key for App Check', () => {
    const key = '6LcR8xYqAAAAAB9uH2kZ3n4PzQw7Jm1xVdFeT0aB';
    expect(
      parseSettings({ ...project, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: key }).firebase
        ?.appCheckSiteKey,
    ).toBe(key);
  });

  it('takes the web push key with the sender id it needs, and refuses one that is not a key', () => {
    const project = {
      VITE_FIREBASE_PROJECT_ID: 'nabagram-town',
      VITE_FIREBASE_API_KEY: apiKey,
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    };
    const vapidKey = `B${'Aq3_-x9Z'.repeat(10)}Kp4Lm2`;
    expect(vapidKey).toHaveLength(87);
    expect(
      parseSettings({
        ...project,
        VITE_FIREBASE_VAPID_KEY: vapidKey,
        VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
      }).firebase,
    ).toMatchObject({ vapidKey, messagingSenderId: '123456789012' });
    // Optional: without it the app runs, and says notifications are not set up.
    expect(parseSettings(project).firebase).not.toHaveProperty('vapidKey');
    expect(() => parseBuildSettings({ ...project, VITE_FIREBASE_VAPID_KEY: vapidKey })).toThrow(
      /VITE_FIREBASE_VAPID_KEY is set, so VITE_FIREBASE_MESSAGING_SENDER_ID must be set too/,
    );
    expect(() =>
      parseSettings({
        ...project,
        VITE_FIREBASE_VAPID_KEY: 'my-key',
        VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
      }),
    ).toThrow(/VITE_FIREBASE_VAPID_KEY does not look right/);
    expect(() => parseSettings({ VITE_FIREBASE_VAPID_KEY: vapidKey })).toThrow(
      /VITE_FIREBASE_VAPID_KEY is set but VITE_FIREBASE_PROJECT_ID is not/,
    );
    expect(() => parseSettings({ VITE_FIREBASE_VAPID_KY: vapidKey })).toThrow(
      /Did you mean VITE_FIREBASE_VAPID_KEY\?/,
    );
  });

  it('takes the web push key npm run launch writes, for notifications on phones', () => {
    const key = `B${'x'.repeat(86)}`;
    expect(parseSettings({ ...project, VITE_FIREBASE_VAPID_KEY: key }).firebase?.vapidKey).toBe(
      key,
    );
    expect(parseSettings(project).firebase?.vapidKey).toBeUndefined();
  });

  it('refuses a VITE_ setting it does not know, naming it and the setting it is probably a typo of', () => {
    expect(() => parseSettings({ VITE_FIRBASE_PROJECT_ID: 'nabagram-town' })).toThrow(
      new SettingsError(
        'VITE_FIRBASE_PROJECT_ID is not a setting this app knows. Did you mean VITE_FIREBASE_PROJECT_ID? Correct its name or remove it (.env.example lists every setting).',
      ),
    );
    expect(() => parseSettings({ VITE_APP_TITEL: 'Nabagram Seva' })).toThrow(
      /VITE_APP_TITEL is not a setting this app knows\. Did you mean VITE_APP_TITLE\?/,
    );
    expect(() => parseSettings({ VITE_SECRET_SAUCE: 'x' })).toThrow(
      /^VITE_SECRET_SAUCE is not a setting this app knows\. Correct its name/,
    );
    // Vite's own switches are Vite's business.
    expect(parseSettings({ VITE_USER_NODE_ENV: 'production' }).firebase).toBeNull();
  });

  it('knows one admin role, the one firestore.rules compares', () => {
    const demo = { VITE_BACKEND: 'demo' };
    expect(() => parseBuildSettings({ ...demo, VITE_ADMIN_ROLE: 'admin' })).not.toThrow();
    expect(() => parseBuildSettings({ ...demo, VITE_ADMIN_ROLE: 'superuser' })).toThrow(
      /VITE_ADMIN_ROLE is "superuser", but the admin role is always "admin".*Remove VITE_ADMIN_ROLE/,
    );
  });

  it('takes VITE_BACKEND=demo only for the Demo backend', () => {
    expect(parseSettings({ VITE_BACKEND: 'demo' }).firebase).toBeNull();
    expect(() => parseSettings({ VITE_BACKEND: 'firebase' })).toThrow(
      /VITE_BACKEND may only be "demo" \(or empty\), not "firebase"/,
    );
    expect(() => parseSettings({ ...project, VITE_BACKEND: 'demo' })).toThrow(
      /VITE_BACKEND=demo asks for the Demo backend, but VITE_FIREBASE_PROJECT_ID is set too/,
    );
  });

  it('builds for production only with a backend chosen by name', () => {
    expect(() => parseBuildSettings({})).toThrow(
      /^No Firebase project is set, so this build would run on the Demo backend.*VITE_BACKEND=demo npm run build$/,
    );
    expect(parseBuildSettings({ VITE_BACKEND: 'demo' }).firebase).toBeNull();
    expect(parseBuildSettings(project).firebase?.projectId).toBe('nabagram-town');
  });
});
