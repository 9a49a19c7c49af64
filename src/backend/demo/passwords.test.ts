// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultPasswordIterations, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('keeps a strong default', () => {
    expect(defaultPasswordIterations).toBeGreaterThanOrEqual(100_000);
  });

  it('hashes with a fresh 16-byte salt and verifies only the right password', async () => {
    const first = await hashPassword('vendor123', 1_000);
    const second = await hashPassword('vendor123', 1_000);
    expect(first).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: 1_000 });
    expect(atob(first.salt)).toHaveLength(16);
    expect(atob(first.hash)).toHaveLength(32);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    await expect(verifyPassword('vendor123', first)).resolves.toBe(true);
    await expect(verifyPassword('vendor124', first)).resolves.toBe(false);
    await expect(verifyPassword('', first)).resolves.toBe(false);
  });
});
