import { getBackend } from '../backend';
import { backendError } from '../port/errors';
import { deviceId, rememberRecord } from '../lib/customer-memory';
import { requestCollections, type RequestFields, type RequestKind } from '../lib/models';
import { newRequestId as newId } from '../lib/order-identity';
import { sentence } from '../lib/server-sentences';

/**
 * Visitor bookings and requests (appointments, lab bookings, medicine orders,
 * assistance, rides, service requests, contact messages) go to the server,
 * which stores the record with its staff alert in one transaction and writes
 * the alert itself. The request id is made by the form before the first
 * attempt, so a retry after a lost answer is the same request, never a
 * second one. What the server saved joins this browser's records, so Find
 * Order shows it for the phone it was sent for.
 */
export const newRequestId = newId;

/** A request the server saved: its reference and secret code, for the thank-you. */
export interface SavedRequest {
  reference: string;
  code: string;
  /** The normalised phone it was sent for (Find Order's list). */
  phone: string;
}

export async function submitRequest<K extends RequestKind>(
  kind: K,
  id: string,
  fields: RequestFields[K],
): Promise<SavedRequest> {
  const backend = await getBackend();
  const result = await backend.call('submitRequest', { kind, id, fields, deviceId: deviceId() });
  if (result.kind === 'daily-limit') {
    throw backendError(
      'resource-exhausted',
      sentence('dailyRequestLimit', { limit: result.limit }),
    );
  }
  rememberRecord({
    collection: requestCollections[kind],
    number: result.reference,
    id: result.recordId,
    phone: fields.phone,
    placedAt: Date.now(),
  });
  return { reference: result.reference, code: result.code, phone: fields.phone };
}
