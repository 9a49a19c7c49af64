import { isWellFormedEmail } from '../../lib/email';
import { randomId } from '../../lib/ids';
import { backendError } from '../../port/errors';
import type { DemoContext } from './demo-context';
import type { AccountRecord } from './db';
import { hashPassword } from './passwords';

/** Local email/password accounts of the Demo backend (the stand-in for Firebase Auth). */

/** Emails compare case-insensitively, as Firebase Auth treats them. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findAccountByEmail(
  context: DemoContext,
  email: string,
): Promise<AccountRecord | undefined> {
  return context.db.accounts.where('email').equals(normalizeEmail(email)).first();
}

/** A Firebase-like uid: 28 random URL-safe characters. */
export const newUid = () => randomId(28);

/** Builds a new account record; hashing happens here, outside any database transaction. */
export async function makeAccount(
  context: DemoContext,
  email: string,
  password: string,
): Promise<AccountRecord> {
  const normalized = normalizeEmail(email);
  if (!isWellFormedEmail(normalized)) throw backendError('auth/invalid-email');
  return {
    uid: newUid(),
    email: normalized,
    password: await hashPassword(password, context.passwordIterations),
    createdAt: new Date(),
  };
}

/** Stores `account` unless its email is taken; call inside a transaction that includes `accounts`. */
export async function addAccount(context: DemoContext, account: AccountRecord): Promise<void> {
  const taken = await context.db.accounts.where('email').equals(account.email).count();
  if (taken > 0) throw backendError('auth/email-already-in-use');
  await context.db.accounts.add(account);
}
