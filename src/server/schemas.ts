import * as z from 'zod/mini';
import type {
  CancelOrderRequest,
  CreateStaffAccountRequest,
  PlaceOrderRequest,
  StaffOrderRequest,
} from '../backend/callables';
import { backendError } from '../backend/errors';
import { CART_LINES_MAX, checkoutText, isPrice, LINE_QUANTITY_MAX } from '../lib/limits';
import { sentence } from '../lib/server-sentences';

/**
 * What each callable accepts, checked before a handler reads anything. A
 * request that does not pass is refused whole with `invalid-argument`, naming
 * the first field at fault (the forms check the same bounds first, so a
 * person never meets these; a hand-made request does).
 */

/** Text trimmed, then held to min–max characters. */
export const trimmed = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** A document id as the app makes them (slugs, random ids): no slashes, no dots, not too long. */
export const docId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,150}$/));

/** The stored, normalised 10-digit Indian mobile. */
export const mobile = z.string().check(z.regex(/^[6-9][0-9]{9}$/));

/** An order's id: 32 hex digits derived from its number and secret code. */
export const orderId = z.string().check(z.regex(/^[0-9a-f]{32}$/));

const bounded = (bounds: { min: number; max: number }) => trimmed(bounds.min, bounds.max);

export const placeOrderSchema: z.ZodMiniType<PlaceOrderRequest> = z.object({
  number: z.string().check(z.regex(/^TS-[0-9]{6}$/)),
  code: z.string().check(z.regex(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/)),
  shopId: docId,
  lines: z
    .array(
      z.object({
        productId: docId,
        quantity: z.int().check(z.minimum(1), z.maximum(LINE_QUANTITY_MAX)),
        price: z.number().check(z.refine(isPrice)),
      }),
    )
    .check(
      z.minLength(1),
      z.maxLength(CART_LINES_MAX),
      z.refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, {
        message: 'Each product may appear once.',
      }),
    ),
  deliveryFee: z.number().check(z.minimum(0), z.maximum(10_000)),
  customerName: bounded(checkoutText.name),
  phone: mobile,
  address: bounded(checkoutText.address),
  landmark: bounded(checkoutText.landmark),
  note: bounded(checkoutText.note),
  browserTag: z.string().check(z.regex(/^[0-9a-f]{0,64}$/)),
});

export const cancelOrderSchema: z.ZodMiniType<CancelOrderRequest> = z.object({ orderId });

const reason = bounded(checkoutText.reason);

export const staffOrderSchema: z.ZodMiniType<StaffOrderRequest> = z.union([
  z.object({
    orderId,
    action: z.enum(['accept', 'ready', 'pickUp', 'deliver', 'claim']),
  }),
  z.object({ orderId, action: z.enum(['reject', 'cancel']), reason }),
  z.object({ orderId, action: z.literal('assign'), deliveryUid: z.nullable(docId) }),
]);

export const createStaffAccountSchema: z.ZodMiniType<CreateStaffAccountRequest> = z.object({
  kind: z.enum(['vendor', 'delivery']),
  phone: z.string().check(z.maxLength(30)),
  password: z.string().check(z.minLength(6), z.maxLength(128)),
  name: trimmed(2, 60),
  shopId: z.optional(docId),
});

/** `data` as `schema` describes it, or an `invalid-argument` refusal naming the first fault. */
export function parseRequest<T>(schema: z.ZodMiniType<T>, data: unknown): T {
  const parsed = z.safeParse(schema, data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const problem = issue?.message ?? 'malformed';
  throw backendError(
    'invalid-argument',
    issue?.path.length
      ? sentence('requestFieldInvalid', { field: issue.path.join('.'), problem })
      : sentence('requestInvalid', { problem }),
  );
}
