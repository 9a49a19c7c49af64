import { getBackend } from '../backend';
import { demoAccounts } from '../backend/demo/seed-town';
import type { StoredDoc } from '../port/types';

/**
 * Reads what visitors wrote, the way staff would: signed in as the demo
 * admin (visitors may create bookings but never read them back), signed out
 * again afterwards so the test carries on as a visitor.
 */
export async function listAsAdmin(collection: string): Promise<StoredDoc[]> {
  const backend = await getBackend();
  const auth = await backend.auth();
  await auth.signInWithEmail(demoAccounts.admin.email, demoAccounts.admin.password);
  try {
    const page = await backend.store.query({ collection, limit: 100 });
    return page.docs;
  } finally {
    await auth.signOut();
  }
}

/** The stored documents of `collection` whose `phone` field is `phone`. */
export async function requestsFrom(collection: string, phone: string): Promise<StoredDoc[]> {
  return (await listAsAdmin(collection)).filter((doc) => doc.data['phone'] === phone);
}

/** The outbox entries announcing documents of `collection`. */
export async function noticesAbout(collection: string, id: string): Promise<StoredDoc[]> {
  return (await listAsAdmin('notifications')).filter(
    (doc) => doc.data['subject'] === `${collection}/${id}`,
  );
}
