import { backendError } from '../port/errors';
import type { DocData, StaffRecord } from '../port/types';
import { STAFF_PASSWORD_MIN_LENGTH } from '../lib/limits';
import { collections } from '../lib/models';
import { normalizeIndianMobile, staffSignInEmail } from '../lib/phone';
import { sentence } from '../lib/server-sentences';
import { requireAdmin, type ServerContext } from './server-context';
import { createStaffAccountRequest } from '../lib/requests/call-schemas';
import { parseRequest } from './parse-request';

/**
 * An admin makes a vendor or delivery account: the sign-in account (phone
 * mapped to its reserved address) and its staff document together. Only the
 * server creates accounts, so the project keeps public sign-up switched off
 * and nobody can take a staff phone's address before the admin does.
 */
export async function handleCreateStaffAccount(
  context: ServerContext,
  data: unknown,
): Promise<StaffRecord> {
  const request = parseRequest(createStaffAccountRequest, data);
  const phone = normalizeIndianMobile(request.phone);
  const email = phone && staffSignInEmail(request.kind, phone);
  if (!phone || !email) {
    throw backendError('invalid-argument', sentence('staffPhoneInvalid'));
  }
  if (request.password.length < STAFF_PASSWORD_MIN_LENGTH) {
    throw backendError(
      'invalid-argument',
      sentence('staffPasswordShort', { min: STAFF_PASSWORD_MIN_LENGTH }),
    );
  }
  await requireAdmin(context);
  let shop: { shopId: string; category: string } | null = null;
  if (request.kind === 'vendor') {
    const shopDoc = request.shopId
      ? await context.store.get(collections.shops, request.shopId)
      : null;
    const type = shopDoc?.data['type'];
    if (!shopDoc || typeof type !== 'string') {
      throw backendError('invalid-argument', sentence('vendorShopMissing'));
    }
    shop = { shopId: shopDoc.id, category: type };
  }

  const uid = await context.accounts.create(email, request.password);
  const staffDoc: DocData = { name: request.name, phone, active: true, ...shop };
  try {
    await context.store.set(collections[request.kind], uid, staffDoc);
  } catch (error) {
    // An account without its staff document is useless; remove it so the
    // admin can simply try again with the same phone.
    await context.accounts.remove(uid).catch(() => undefined);
    throw error;
  }
  return { uid, kind: request.kind, phone, name: request.name, active: true, ...shop };
}
