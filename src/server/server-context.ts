import { backendError } from '../port/errors';
import type { DocumentStore } from '../port/types';
import { collections } from '../lib/models';
import { ADMIN_ROLE } from '../lib/roles';
import { sentence } from '../lib/server-sentences';

/**
 * What a callable handler is given. The handlers are the server: on
 * Firebase a Cloud Function runs them with the Admin SDK (which the rules do
 * not bind), on the Demo backend the browser runs them against its own
 * database without the access policy. Either way the caller's identity comes
 * from the auth service, never from the request.
 */
export interface ServerContext {
  /** The database, with the server's full access. */
  store: DocumentStore;
  /** Sign-in accounts (Firebase Auth through the Admin SDK; the Demo's local accounts). */
  accounts: AccountAdmin;
  /** Who called, as the auth service vouches; null when signed out. */
  auth: { uid: string } | null;
  /** The town's Telegram bot, when it has one (its username makes a shop's link); never on the Demo. */
  telegramBot?: { username: string } | undefined;
}

export interface AccountAdmin {
  /** Creates an email + password account; fails `auth/email-already-in-use` when taken. */
  create(email: string, password: string): Promise<string>;
  remove(uid: string): Promise<void>;
}

/** The caller's staff roles, read from the staff documents as the rules read them. */
export interface StaffRoles {
  uid: string;
  admin: boolean;
  /** The shop of an active vendor, else null. */
  vendorShopId: string | null;
  /** An active delivery person. */
  delivery: boolean;
}

export async function rolesOf(context: ServerContext, uid: string): Promise<StaffRoles> {
  const { store } = context;
  const [admin, vendor, delivery] = await Promise.all([
    store.get(collections.admins, uid),
    store.get(collections.vendor, uid),
    store.get(collections.delivery, uid),
  ]);
  const shopId = vendor?.data['shopId'];
  return {
    uid,
    admin: admin?.data['role'] === ADMIN_ROLE,
    vendorShopId:
      vendor?.data['active'] === true && typeof shopId === 'string' && shopId ? shopId : null,
    delivery: delivery?.data['active'] === true,
  };
}

/** The caller's uid, or an `unauthenticated` refusal. */
export function signedInUid(context: ServerContext): string {
  if (!context.auth) throw backendError('unauthenticated', sentence('signInFirst'));
  return context.auth.uid;
}

export async function requireAdmin(context: ServerContext): Promise<StaffRoles> {
  const roles = await rolesOf(context, signedInUid(context));
  if (!roles.admin) throw backendError('permission-denied', sentence('adminOnly'));
  return roles;
}
