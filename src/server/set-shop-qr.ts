import { backendError } from '../port/errors';
import { collections } from '../lib/models';
import { setShopQrRequest } from '../lib/requests/call-schemas';
import { sentence } from '../lib/server-sentences';
import { rolesOf, signedInUid, type ServerContext } from './server-context';
import { parseRequest } from './parse-request';

/**
 * A photo of a shop's printed UPI QR code, kept in `shopQr/{shopId}` apart
 * from the shop, so the lists every customer reads never carry its bytes.
 * The shop's own vendor sets theirs; an admin sets any shop's; '' takes it
 * away. The photo arrives shrunk by the browser; its shape and size are the
 * request schema's to hold (lib/fields `qrPhoto`).
 */
export async function handleSetShopQr(
  context: ServerContext,
  data: unknown,
): Promise<{ done: true }> {
  const request = parseRequest(setShopQrRequest, data);
  const roles = await rolesOf(context, signedInUid(context));
  const by = roles.admin ? 'admin' : roles.vendorShopId === request.shopId ? 'vendor' : null;
  if (!by) throw backendError('permission-denied', sentence('shopQrNotYours'));
  await context.store.runTransaction(async (tx) => {
    if (!(await tx.get(collections.shops, request.shopId))) {
      throw backendError('not-found', sentence('shopGone'));
    }
    if (request.image === '') tx.delete(collections.shopQr, request.shopId);
    else tx.set(collections.shopQr, request.shopId, { image: request.image, by, at: new Date() });
  });
  return { done: true };
}
