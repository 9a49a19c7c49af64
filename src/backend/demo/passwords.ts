import type { PasswordHash } from './db';

/**
 * Password hashing for local demo accounts: PBKDF2 with SHA-256 from
 * WebCrypto, a random 16-byte salt per password and a 32-byte key. The
 * iteration count is stored with each hash, so it can be raised later and
 * old hashes still verify. Tests pass a low count to stay fast; the browser
 * uses the default.
 */
export const defaultPasswordIterations = 310_000;
const saltBytes = 16;
const keyBits = 256;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function deriveKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    keyBits,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(
  password: string,
  iterations: number = defaultPasswordIterations,
  salt: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(saltBytes)),
): Promise<PasswordHash> {
  const hash = await deriveKey(password, salt, iterations);
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations,
    salt: bytesToBase64(salt),
    hash: bytesToBase64(hash),
  };
}

/** Compares every byte, so the time taken does not reveal how much of a guess was right. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  }
  return difference === 0;
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  if (stored.algorithm !== 'PBKDF2-SHA-256') return false;
  const derived = await deriveKey(password, base64ToBytes(stored.salt), stored.iterations);
  return sameBytes(derived, base64ToBytes(stored.hash));
}
