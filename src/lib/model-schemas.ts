import * as z from 'zod/mini';
import type { StoredDoc } from '../backend/types';
import {
  type Order,
  type OrderingTerms,
  type OrderLookup,
  type OrderStatus,
  type OrderSummary,
  type Product,
  type Shop,
  type ShopStates,
  type WithId,
} from './models';
import { isPrice } from './limits';

/**
 * Checks for the documents whose values decide something: what the server
 * reads before it charges, moves stock or changes an order, and what staff
 * and customer screens read before they render an order. A document that
 * does not pass is treated as absent (the server) or shown as "could not be
 * shown" (the screens), never trusted half-way.
 *
 * Each schema is typed as its model, so the two cannot drift apart.
 */

const text = (max: number, min = 0) => z.string().check(z.minLength(min), z.maxLength(max));
const price = z.number().check(z.refine(isPrice));
/** Stock as stored: a count. (Returned orders may lift it past what a vendor may type.) */
const stock = z.int().check(z.minimum(0));

export const orderStatuses = [
  'placed',
  'accepted',
  'ready',
  'outForDelivery',
  'delivered',
  'rejected',
  'cancelled',
] as const satisfies readonly OrderStatus[];

const orderStatus = z.enum(orderStatuses);

export const orderSchema: z.ZodMiniType<Order> = z.object({
  number: text(12, 4),
  code: text(6, 6),
  shopId: text(200, 1),
  shopName: text(200),
  lines: z
    .array(
      z.object({
        productId: text(200, 1),
        name: text(200),
        unit: text(60),
        price,
        quantity: z.int().check(z.minimum(1), z.maximum(1000)),
      }),
    )
    .check(z.minLength(1), z.maxLength(100)),
  quantities: z.record(z.string(), z.int()),
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  customerName: text(100),
  phone: text(20),
  address: text(400),
  landmark: text(200),
  note: text(600),
  payment: z.literal('cod'),
  status: orderStatus,
  browserTag: text(64),
  deliveryUid: z.nullable(text(128, 1)),
  reason: z.nullable(text(400)),
  createdAt: z.date(),
  updatedAt: z.date(),
  history: z.array(z.object({ status: orderStatus, at: z.date() })).check(z.maxLength(20)),
});

const summarySchema: z.ZodMiniType<OrderSummary> = z.object({
  number: text(12, 4),
  status: orderStatus,
  total: z.number(),
  createdAt: z.date(),
});

/**
 * A phone's summaries (orderLookups/{phone}), one by one: an entry that does
 * not pass is left out rather than hiding the others.
 */
export function summariesOf(data: unknown): OrderLookup['entries'] {
  const entries = z.safeParse(z.object({ entries: z.record(z.string(), z.unknown()) }), data);
  if (!entries.success) return {};
  const kept: OrderLookup['entries'] = {};
  for (const [number, entry] of Object.entries(entries.data.entries)) {
    const summary = z.safeParse(summarySchema, entry);
    if (summary.success && summary.data.number === number) kept[number] = summary.data;
  }
  return kept;
}

/** A record's names in Bengali and Hindi beside `name` (models.ts): optional, bounded like it. */
const localNames = {
  nameBn: z.optional(text(200)),
  nameHi: z.optional(text(200)),
};

/** The fields of a product the server charges and counts by, and its names. */
export const productSchema: z.ZodMiniType<
  Pick<Product, 'shopId' | 'shopName' | 'name' | 'nameBn' | 'nameHi' | 'unit' | 'price' | 'stock'>
> = z.object({
  shopId: text(200, 1),
  shopName: text(200),
  name: text(200, 1),
  ...localNames,
  unit: text(60),
  price,
  stock,
});

export const shopSchema: z.ZodMiniType<Pick<Shop, 'name' | 'nameBn' | 'nameHi' | 'open'>> =
  z.object({
    name: text(200, 1),
    ...localNames,
    open: z.boolean(),
  });

export const orderingTermsSchema: z.ZodMiniType<OrderingTerms> = z.object({
  deliveryFee: z.number().check(z.minimum(0), z.maximum(10_000)),
  freeDeliveryAbove: z.number().check(z.minimum(0), z.maximum(10_000_000)),
  openOrdersPerPhone: z.int().check(z.minimum(1), z.maximum(50)),
});

export const shopStatesSchema: z.ZodMiniType<ShopStates> = z.object({
  states: z.record(z.string(), z.enum(['open', 'closed', 'removed'])),
});

/** `doc`'s fields checked by `schema`, with its id; null when absent or malformed. */
export function parseDoc<T extends object>(
  schema: z.ZodMiniType<T>,
  doc: StoredDoc | null | undefined,
): WithId<T> | null {
  if (!doc) return null;
  const parsed = z.safeParse(schema, doc.data);
  return parsed.success ? { ...parsed.data, id: doc.id } : null;
}

/** Just the fields, for documents whose id is known already. */
export function parseData<T>(schema: z.ZodMiniType<T>, data: unknown): T | null {
  const parsed = z.safeParse(schema, data);
  return parsed.success ? parsed.data : null;
}

/**
 * A list of stored orders split into those that pass the check and the ids
 * of those that do not, so a staff list can show every good order and say
 * which ones it could not show, instead of failing whole.
 */
export function readOrders(docs: readonly StoredDoc[]): {
  orders: WithId<Order>[];
  unreadable: string[];
} {
  const orders: WithId<Order>[] = [];
  const unreadable: string[] = [];
  for (const doc of docs) {
    const order = parseDoc(orderSchema, doc);
    if (order) orders.push(order);
    else unreadable.push(doc.id);
  }
  return { orders, unreadable };
}
