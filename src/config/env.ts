// With its extension: vite.config.ts loads this file as it is (Vite's config loader).
import { ADMIN_ROLE } from '../lib/roles.ts';

/**
 * Build-time settings from `import.meta.env`, validated once. `.env.example`
 * explains each. With no Firebase project configured the app runs on the
 * in-browser Demo backend; a production build asks for that by name
 * (`VITE_BACKEND=demo`, see parseBuildSettings).
 */
const settingNames = [
  'VITE_BACKEND',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_VAPID_KEY',
  'VITE_USE_FIREBASE_EMULATORS',
  'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
  // No longer settings (the admin role is ADMIN_ROLE; customers have no role):
  // known only so that a .env still naming them is not refused as a typo, and
  // one naming another admin role is refused in words that say so
  // (parseBuildSettings). The app never reads them.
  'VITE_ADMIN_ROLE',
  'VITE_USER_ROLE',
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
  /**
   * The web push key (Cloud Messaging's "Web Push certificates" key pair,
   * its public key): when set, staff and customers can turn notifications on.
   */
  vapidKey?: string;
  useEmulators: boolean;
}

export interface Settings {
  /** null: no Firebase project configured, so the Demo backend is used. */
  firebase: FirebaseSettings | null;
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

/** Vite's own switches, read from the environment by Vite itself, never by the app. */
const vitesOwnNames: readonly string[] = [
  'VITE_USER_NODE_ENV',
  'VITE_DEBUG_FILTER',
  'VITE_DEPRECATION_TRACE',
  'VITE_CONFIG_NATIVE_IGNORE_WARNING',
  'VITE_CJS_IGNORE_WARNING',
  'VITE_CJS_TRACE',
];

/** How many single-letter edits turn `a` into `b` (Levenshtein). */
function editsBetween(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (const [i, letter] of [...a].entries()) {
    const row = [i + 1];
    for (const [j, other] of [...b].entries()) {
      row.push(
        Math.min(
          (previous[j + 1] ?? 0) + 1,
          (row[j] ?? 0) + 1,
          (previous[j] ?? 0) + (letter === other ? 0 : 1),
        ),
      );
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** A VITE_ name the app does not know, said with the known name it is probably a typo of. */
function unknownSetting(name: string): SettingsError {
  const [nearest] = settingNames
    .map((known) => ({ known, edits: editsBetween(name, known) }))
    .sort((a, b) => a.edits - b.edits);
  const guess =
    nearest && nearest.edits <= Math.ceil(nearest.known.length / 3)
      ? ` Did you mean ${nearest.known}?`
      : '';
  return new SettingsError(
    `${name} is not a setting this app knows.${guess} Correct its name or remove it (.env.example lists every setting).`,
  );
}

/**
 * Our settings, trimmed. Any other VITE_ name is refused: a misspelt one
 * (VITE_FIRBASE_PROJECT_ID) must not leave the app quietly without the
 * setting it was meant to be. Checked by hand rather than with a schema
 * library: this runs before the first paint of every page.
 */
function readRawSettings(env: Record<string, unknown>): RawSettings {
  const raw: RawSettings = {};
  const unknown = Object.keys(env).find(
    (name) =>
      name.startsWith('VITE_') &&
      !(settingNames as readonly string[]).includes(name) &&
      !vitesOwnNames.includes(name),
  );
  if (unknown) throw unknownSetting(unknown);
  for (const name of settingNames) {
    const value = env[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new SettingsError('The VITE_* settings must be text.');
    raw[name] = value.trim();
  }
  return raw;
}

/** A Firebase project id, as Firebase allows it (npm run launch asks for one too). */
export const PROJECT_ID_FORMAT = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** What a real project's identifiers look like; a value that does not is a typo. */
const firebaseFormats: Partial<Record<(typeof settingNames)[number], RegExp>> = {
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID_FORMAT,
  VITE_FIREBASE_API_KEY: /^AIza[0-9A-Za-z_-]{35}$/,
  VITE_FIREBASE_APP_ID: /^\d+:\d+:web:[0-9a-f]+$/,
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: /^[0-9A-Za-z_-]{20,60}$/,
  // The public half of a P-256 key pair, URL-safe base64 (npm run launch checks its bytes too).
  VITE_FIREBASE_VAPID_KEY: /^B[A-Za-z0-9_-]{86}$/,
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
  if (raw.VITE_BACKEND && raw.VITE_BACKEND !== 'demo') {
    throw new SettingsError(
      `VITE_BACKEND may only be "demo" (or empty), not "${raw.VITE_BACKEND}". For Firebase, leave it empty and set VITE_FIREBASE_PROJECT_ID.`,
    );
  }
  if (raw.VITE_BACKEND === 'demo' && nonEmpty(raw.VITE_FIREBASE_PROJECT_ID)) {
    throw new SettingsError(
      'VITE_BACKEND=demo asks for the Demo backend, but VITE_FIREBASE_PROJECT_ID is set too: empty one of them.',
    );
  }
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

  const settings = settingsFrom(raw);
  if (settings.firebase) {
    // The emulators accept any key; a real project needs all three identifiers.
    const { apiKey, appId } = settings.firebase;
    const missing = [!apiKey && 'VITE_FIREBASE_API_KEY', !appId && 'VITE_FIREBASE_APP_ID'].filter(
      nonEmpty,
    );
    if (missing.length) {
      throw new SettingsError(
        `VITE_FIREBASE_PROJECT_ID is set, so ${missing.join(' and ')} must be set too.`,
      );
    }
  }

  // The CSP (firebase.json) lets images come from this site and Firebase Storage only.
  const { logoUrl } = settings;
  if (
    !/^\/(?!\/)/.test(logoUrl) &&
    !logoUrl.startsWith('https://firebasestorage.googleapis.com/')
  ) {
    throw new SettingsError(
      `VITE_APP_LOGO_URL must be a path on this site (/logo.svg) or a Firebase Storage address, not "${logoUrl}".`,
    );
  }
  return settings;
}

/**
 * The settings that `raw` spells, with their defaults, checking nothing:
 * parseSettings checks first, and a production build was checked when it
 * was made (see loadSettings).
 */
function settingsFrom(raw: RawSettings): Settings {
  const useEmulators =
    raw.VITE_USE_FIREBASE_EMULATORS === 'true' || raw.VITE_USE_FIREBASE_EMULATORS === '1';
  let firebase: FirebaseSettings | null = null;
  if (nonEmpty(raw.VITE_FIREBASE_PROJECT_ID)) {
    const projectId = raw.VITE_FIREBASE_PROJECT_ID;
    firebase = {
      apiKey: raw.VITE_FIREBASE_API_KEY || (useEmulators ? 'emulator-api-key' : ''),
      appId: raw.VITE_FIREBASE_APP_ID || (useEmulators ? 'emulator-app-id' : ''),
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
      ...(raw.VITE_FIREBASE_VAPID_KEY && { vapidKey: raw.VITE_FIREBASE_VAPID_KEY }),
    };
  }
  return {
    firebase,
    title: raw.VITE_APP_TITLE || 'Town Services',
    logoUrl: raw.VITE_APP_LOGO_URL || '/logo.svg',
    town: raw.VITE_TOWN_NAME || 'Nabagram, West Bengal',
  };
}

/**
 * The settings of a production build. Besides what parseSettings checks, the
 * backend must be chosen by name: a build with no Firebase project would
 * quietly give every customer the Demo backend, whose orders stay in their
 * own browser and never reach a shop. And a VITE_ADMIN_ROLE left from an
 * older .env must say the one admin role there is. (Checked here, at build
 * time, so the first paint carries none of it.)
 */
export function parseBuildSettings(env: Record<string, unknown>): Settings {
  const settings = parseSettings(env);
  const raw = readRawSettings(env);
  if (raw.VITE_ADMIN_ROLE && raw.VITE_ADMIN_ROLE !== ADMIN_ROLE) {
    throw new SettingsError(
      `VITE_ADMIN_ROLE is "${raw.VITE_ADMIN_ROLE}", but the admin role is always "${ADMIN_ROLE}" (firestore.rules compares it). Remove VITE_ADMIN_ROLE from .env, and give each admins/{uid} document role "${ADMIN_ROLE}".`,
    );
  }
  // Cloud Messaging gives a device its token only for the project's sender id
  // (checked here, at build time: in development getToken says it).
  if (raw.VITE_FIREBASE_VAPID_KEY && !raw.VITE_FIREBASE_MESSAGING_SENDER_ID) {
    throw new SettingsError(
      'VITE_FIREBASE_VAPID_KEY is set, so VITE_FIREBASE_MESSAGING_SENDER_ID must be set too (Firebase console → Project settings → Cloud Messaging → Sender ID).',
    );
  }
  if (!settings.firebase && raw.VITE_BACKEND !== 'demo') {
    throw new SettingsError(
      'No Firebase project is set, so this build would run on the Demo backend, where orders never leave the customer’s browser. ' +
        'For the town, fill in VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY and VITE_FIREBASE_APP_ID in .env (see .env.example). ' +
        'To build the Demo on purpose, say so: VITE_BACKEND=demo npm run build',
    );
  }
  return settings;
}

function loadSettings(): { settings: Settings; problem: string | null } {
  // A production build's settings were checked when it was made (vite.config.ts
  // stops a build with a bad one), so its first paint carries the defaults
  // only, none of the checks and their words.
  if (import.meta.env?.PROD) {
    const raw: RawSettings = {};
    for (const name of settingNames) {
      const value: unknown = import.meta.env[name];
      if (typeof value === 'string') raw[name] = value.trim();
    }
    return { settings: settingsFrom(raw), problem: null };
  }
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
