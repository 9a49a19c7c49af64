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
  'VITE_USER_ROLE',
  'VITE_ADMIN_ROLE',
  'VITE_APP_TITLE',
  'VITE_APP_LOGO_URL',
  'VITE_TOWN_NAME',
  'VITE_DELIVERY_FEE',
  'VITE_FREE_DELIVERY_ABOVE',
] as const;

type RawSettings = Partial<Record<(typeof settingNames)[number], string>>;

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
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
  /** Rupees added to an order below `freeDeliveryAbove`. */
  deliveryFee: number;
  freeDeliveryAbove: number;
}

export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

const nonEmpty = (value: string | false | undefined): value is string => !!value;

function rupees(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) {
    throw new SettingsError(`${name} must be a non-negative number of rupees, not "${value}".`);
  }
  return amount;
}

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
  for (const name of settingNames) {
    const value = env[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new SettingsError('The VITE_* settings must be text.');
    raw[name] = value.trim();
  }
  return raw;
}

export function parseSettings(env: Record<string, unknown>): Settings {
  const raw = readRawSettings(env);
  const useEmulators = flag('VITE_USE_FIREBASE_EMULATORS', raw.VITE_USE_FIREBASE_EMULATORS);

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
    };
  }

  return {
    firebase,
    userRole: raw.VITE_USER_ROLE || 'user',
    adminRole: raw.VITE_ADMIN_ROLE || 'admin',
    title: raw.VITE_APP_TITLE || 'Town Services',
    logoUrl: raw.VITE_APP_LOGO_URL || '/logo.svg',
    town: raw.VITE_TOWN_NAME || 'Nabagram, West Bengal',
    deliveryFee: rupees('VITE_DELIVERY_FEE', raw.VITE_DELIVERY_FEE, 30),
    freeDeliveryAbove: rupees('VITE_FREE_DELIVERY_ABOVE', raw.VITE_FREE_DELIVERY_ABOVE, 499),
  };
}

function loadSettings(): { settings: Settings; problem: string | null } {
  try {
    return { settings: parseSettings(import.meta.env), problem: null };
  } catch (error) {
    // A mistyped setting must not blank the app: run on the defaults (Demo
    // backend) and say what is wrong in the banner.
    const problem = error instanceof SettingsError ? error.message : String(error);
    console.error(`Settings problem: ${problem}`);
    return { settings: parseSettings({}), problem };
  }
}

const loaded = loadSettings();
export const settings: Settings = loaded.settings;
/** A sentence describing a bad setting, shown in the banner; null when all is well. */
export const settingsProblem: string | null = loaded.problem;
