/**
 * Build-time settings from `import.meta.env`, validated once. `.env.example`
 * explains each. With no Firebase project configured the app runs on the
 * in-browser Demo backend.
 */
const settingNames = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_USE_FIREBASE_EMULATORS',
  'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
  'VITE_USER_ROLE',
  'VITE_ADMIN_ROLE',
  'VITE_APP_TITLE',
  'VITE_APP_LOGO_URL',
  'VITE_TOWN_NAME',
] as const;

type RawSettings = Partial<Record<(typeof settingNames)[number], string>>;

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  /** reCAPTCHA Enterprise site key: when set, App Check tokens go with every callable. */
  appCheckSiteKey?: string;
  useEmulators: boolean;
}

export interface Settings {
  /** null: no Firebase project configured, so the Demo backend is used. */
  firebase: FirebaseSettings | null;
  userRole: string;
  adminRole: string;
  title: string;
  logoUrl: string;
  /** The town, added to addresses opened in a maps app ("Nabagram, West Bengal"). */
  town: string;
}

export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

const nonEmpty = (value: string | false | undefined): value is string => !!value;

function flag(name: string, value: string | undefined): boolean {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new SettingsError(`${name} must be true or false, not "${value}".`);
}

/**
 * Our settings, trimmed; others ignored. Checked by hand rather than with a
 * schema library: this runs before the first paint of every page.
 */
function readRawSettings(env: Record<string, unknown>): RawSettings {
  const raw: RawSettings = {};
  const misspelt = Object.keys(env).find(
    (name) =>
      name.startsWith('VITE_FIREBASE_') && !(settingNames as readonly string[]).includes(name),
  );
  if (misspelt) {
    throw new SettingsError(`${misspelt} is not a setting this app knows; check its spelling.`);
  }
  for (const name of settingNames) {
    const value = env[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new SettingsError('The VITE_* settings must be text.');
    raw[name] = value.trim();
  }
  return raw;
}

/** What a real project's identifiers look like; a value that does not is a typo. */
const firebaseFormats: Partial<Record<(typeof settingNames)[number], RegExp>> = {
  VITE_FIREBASE_PROJECT_ID: /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
  VITE_FIREBASE_API_KEY: /^AIza[0-9A-Za-z_-]{35}$/,
  VITE_FIREBASE_APP_ID: /^\d+:\d+:web:[0-9a-f]+$/,
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: /^[0-9A-Za-z_-]{20,60}$/,
};

function checkFirebaseFormats(raw: RawSettings, useEmulators: boolean): void {
  for (const [name, format] of Object.entries(firebaseFormats)) {
    const value = raw[name as keyof RawSettings];
    // The emulators take any key and app id.
    if (useEmulators && name !== 'VITE_FIREBASE_PROJECT_ID') continue;
    if (value && !format.test(value)) {
      throw new SettingsError(
        `${name} does not look right ("${value}"); copy it again from the Firebase console.`,
      );
    }
  }
}

export function parseSettings(env: Record<string, unknown>): Settings {
  const raw = readRawSettings(env);
  const useEmulators = flag('VITE_USE_FIREBASE_EMULATORS', raw.VITE_USE_FIREBASE_EMULATORS);
  const firebaseNames = settingNames.filter(
    (name) => name.startsWith('VITE_FIREBASE_') || name === 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
  );
  const strayFirebaseSetting = firebaseNames.find((name) => nonEmpty(raw[name]));
  if (strayFirebaseSetting && !nonEmpty(raw.VITE_FIREBASE_PROJECT_ID)) {
    throw new SettingsError(
      `${strayFirebaseSetting} is set but VITE_FIREBASE_PROJECT_ID is not: set the project id, or leave every Firebase setting empty for the Demo backend.`,
    );
  }
  checkFirebaseFormats(raw, useEmulators);

  let firebase: FirebaseSettings | null = null;
  if (nonEmpty(raw.VITE_FIREBASE_PROJECT_ID)) {
    const projectId = raw.VITE_FIREBASE_PROJECT_ID;
    // The emulators accept any key; a real project needs all three identifiers.
    const apiKey = raw.VITE_FIREBASE_API_KEY || (useEmulators ? 'emulator-api-key' : '');
    const appId = raw.VITE_FIREBASE_APP_ID || (useEmulators ? 'emulator-app-id' : '');
    const missing = [!apiKey && 'VITE_FIREBASE_API_KEY', !appId && 'VITE_FIREBASE_APP_ID'].filter(
      nonEmpty,
    );
    if (missing.length) {
      throw new SettingsError(
        `VITE_FIREBASE_PROJECT_ID is set, so ${missing.join(' and ')} must be set too.`,
      );
    }
    firebase = {
      apiKey,
      appId,
      projectId,
      authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      useEmulators,
      ...(raw.VITE_FIREBASE_STORAGE_BUCKET && { storageBucket: raw.VITE_FIREBASE_STORAGE_BUCKET }),
      ...(raw.VITE_FIREBASE_MESSAGING_SENDER_ID && {
        messagingSenderId: raw.VITE_FIREBASE_MESSAGING_SENDER_ID,
      }),
      ...(raw.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY && {
        appCheckSiteKey: raw.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY,
      }),
    };
  }

  const logoUrl = raw.VITE_APP_LOGO_URL || '/logo.svg';
  // The CSP (firebase.json) lets images come from this site and Firebase Storage only.
  if (
    !/^\/(?!\/)/.test(logoUrl) &&
    !logoUrl.startsWith('https://firebasestorage.googleapis.com/')
  ) {
    throw new SettingsError(
      `VITE_APP_LOGO_URL must be a path on this site (/logo.svg) or a Firebase Storage address, not "${logoUrl}".`,
    );
  }

  return {
    firebase,
    userRole: raw.VITE_USER_ROLE || 'user',
    adminRole: raw.VITE_ADMIN_ROLE || 'admin',
    title: raw.VITE_APP_TITLE || 'Town Services',
    logoUrl,
    town: raw.VITE_TOWN_NAME || 'Nabagram, West Bengal',
  };
}

function loadSettings(): { settings: Settings; problem: string | null } {
  try {
    // `import.meta.env` is absent when Node loads this file (vite.config.ts).
    return { settings: parseSettings(import.meta.env ?? {}), problem: null };
  } catch (error) {
    // A production build with a bad setting never gets this far: the build
    // fails (vite.config.ts). In development the app still paints, says what
    // is wrong in the banner, and refuses every backend call (backend/index.ts)
    // rather than quietly running on the Demo backend: a customer's order must
    // never land only in their own browser because of a typo.
    const problem = error instanceof SettingsError ? error.message : String(error);
    console.error(`Settings problem: ${problem}`);
    return { settings: parseSettings({}), problem };
  }
}

const loaded = loadSettings();
export const settings: Settings = loaded.settings;
/** A sentence describing a bad setting, shown in the banner; null when all is well. */
export const settingsProblem: string | null = loaded.problem;
