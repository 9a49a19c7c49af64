import * as v from 'valibot';
import type {
  CancelOrderRequest,
  CreateStaffAccountRequest,
  FindByCodeRequest,
  PlaceOrderRequest,
  StaffOrderRequest,
} from '../port/callables';
import { backendError } from '../port/errors';
import { CART_LINES_MAX, checkoutText, LINE_QUANTITY_MAX } from '../lib/limits';
import { orderingTermsModel, price } from '../lib/model-schemas';
import { REQUEST_ID_PATTERN } from '../lib/order-identity';
import { isReasonFor, reasonCodes } from '../lib/order-reasons';
import { docId, deliveryContact } from '../lib/requests/schemas';
import { sentence } from '../lib/server-sentences';

/**
 * What each callable accepts, checked before a handler reads anything. A
 * request that does not pass is refused whole with `invalid-argument`, naming
 * the first field at fault (the forms check the same bounds first, so a
 * person never meets these; a hand-made request does).
 */

/** Text trimmed, then held to min–max characters. */
export const trimmed = (min: number, max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));

/** The stored, normalised 10-digit Indian mobile. */
export const mobile = v.pipe(v.string(), v.regex(/^[6-9][0-9]{9}$/));

/** An order's id: 32 hex digits the server derived from its request id. */
export const orderId = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/));

/** Made by the browser once per order or booking and sent again with every retry. */
export const requestId = v.pipe(v.string(), v.regex(REQUEST_ID_PATTERN));

const bounded = (bounds: { min: number; max: number }) => trimmed(bounds.min, bounds.max);

/** A whole number from `min` to `max`. */
export const count = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

export const placeOrderSchema: v.GenericSchema<PlaceOrderRequest> = v.object({
  requestId,
  shopId: docId,
  lines: v.pipe(
    v.array(
      v.object({
        productId: docId,
        quantity: count(1, LINE_QUANTITY_MAX),
        /** Paise, as the customer saw it. */
        price,
      }),
    ),
    v.minLength(1),
    v.maxLength(CART_LINES_MAX),
    v.check(
      (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
      'Each product may appear once.',
    ),
  ),
  deliveryFee: orderingTermsModel.entries.deliveryFee,
  // The cart's delivery form checks the same fields with the same schema.
  customerName: deliveryContact.entries.name,
  phone: mobile,
  address: deliveryContact.entries.address,
  landmark: deliveryContact.entries.landmark,
  note: deliveryContact.entries.note,
});

export const cancelOrderSchema: v.GenericSchema<CancelOrderRequest> = v.object({ orderId });

/** A code as typed (spaces, dashes and small letters allowed): the handler normalises it. */
export const findByCodeSchema: v.GenericSchema<FindByCodeRequest> = v.object({
  phone: mobile,
  code: v.pipe(v.string(), v.maxLength(20)),
});

const reason = bounded(checkoutText.reason);

/** The status each stopping action leads to, whose reasons it may give. */
const stopOf = { reject: 'rejected', cancel: 'cancelled', undeliver: 'undelivered' } as const;

export const staffOrderSchema: v.GenericSchema<StaffOrderRequest> = v.union([
  v.object({
    orderId,
    action: v.picklist(['accept', 'ready', 'pickUp', 'deliver', 'claim']),
  }),
  v.pipe(
    v.object({
      orderId,
      action: v.picklist(['reject', 'cancel', 'undeliver']),
      reasonCode: v.picklist(reasonCodes),
      reason,
    }),
    v.check(
      (stop) => isReasonFor(stopOf[stop.action], stop.reasonCode, stop.reason),
      sentence('reasonNotOffered').message,
    ),
  ),
  v.object({ orderId, action: v.literal('assign'), deliveryUid: v.nullable(docId) }),
]);

export const createStaffAccountSchema: v.GenericSchema<CreateStaffAccountRequest> = v.object({
  kind: v.picklist(['vendor', 'delivery']),
  phone: v.pipe(v.string(), v.maxLength(30)),
  // Its minimum (STAFF_PASSWORD_MIN_LENGTH) is checked by the handler, which says it in the admin's language.
  password: v.pipe(v.string(), v.maxLength(128)),
  name: trimmed(2, 60),
  shopId: v.optional(docId),
});

/** `data` as `schema` describes it, or an `invalid-argument` refusal naming the first fault. */
export function parseRequest<T>(schema: v.GenericSchema<T>, data: unknown): T {
  const parsed = v.safeParse(schema, data);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const problem = issue.message;
  const field = v.getDotPath(issue);
  throw backendError(
    'invalid-argument',
    field
      ? sentence('requestFieldInvalid', { field, problem })
      : sentence('requestInvalid', { problem }),
  );
}
