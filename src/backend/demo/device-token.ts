/**
 * The Demo's device for notifications: `demo-` and a random id, made once
 * per browser and kept in localStorage, so every tab of one browser is one
 * device, as one phone is on Firebase. Validated on every read, as the
 * Demo's session is (local-session.ts): a value that is not one is made again.
 */
export const demoDeviceKey = 'town-demo-device';

const deviceToken = /^demo-[A-Za-z0-9]{24}$/;

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked site data)
  }
}

/** This browser's Demo device token, or null when none was made yet. */
export function storedDemoDevice(): string | null {
  const stored = browserStorage()?.getItem(demoDeviceKey) ?? null;
  return stored !== null && deviceToken.test(stored) ? stored : null;
}

/** This browser's Demo device token, made now if there is none. */
export function demoDevice(): string {
  const stored = storedDemoDevice();
  if (stored) return stored;
  // 24 letters and digits (~143 bits), without lib/ids: the page's code loads nothing more for it.
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const made = `demo-${Array.from(
    crypto.getRandomValues(new Uint8Array(24)),
    (byte) => letters[byte % letters.length],
  ).join('')}`;
  try {
    browserStorage()?.setItem(demoDeviceKey, made);
  } catch {
    // Refused (storage full or disabled): a device for this page's life.
  }
  return made;
}
