import { queryOptions, useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { getBackend } from '../../../backend';
import type { FindByCodeResult } from '../../../port/callables';
import {
  deviceId,
  recentRecords,
  rememberRecord,
  type RecentRecord,
} from '../../../lib/customer-memory';
import { moment, note, reference } from '../../../lib/fields/schemas';
import { queryClient } from '../../../data/query-client';
import { shopQuery } from '../../../data/lists';
import {
  openStatusesOf,
  orderSchema,
  parseData,
  parseDoc,
  shopModel,
} from '../../../lib/model-schemas';
import {
  collections,
  type CollectionName,
  requestCollections,
  type Order,
  type Shop,
  type WithId,
} from '../../../lib/models';
import { isFinal } from '../../../lib/order-status';
import { recordKey } from '../../../data/entity-keys';

/**
 * What a customer reads about their orders and bookings. A phone number alone
 * gives only the statuses of that phone's orders on their way (one small
 * public document). An order or booking is read by its id, which only the
 * browser that sent it knows — or the server gives, for the phone and the
 * secret code from the thank-you page. Every value read is checked before it
 * is shown.
 */

/** The order with that id, checked; null when there is none (or it cannot be read). */
export async function loadOrder(orderId: string): Promise<WithId<Order> | null> {
  const { store } = await getBackend();
  return parseDoc(orderSchema, await store.get(collections.orders, orderId));
}

/** The statuses of a phone's orders on their way, oldest first: one read. */
export async function loadOpenStatuses(phone: string) {
  const { store } = await getBackend();
  return openStatusesOf((await store.get(collections.openOrders, phone))?.data);
}

const bookingCollections: readonly string[] = Object.values(requestCollections);
export const isBookingCollection = (collection: string) => bookingCollections.includes(collection);

/**
 * What a booking or request shows its sender: what was asked, where it stands
 * and what the staff wrote for them. The fields of every kind are optional
 * here; the card says what the record has.
 */
const bookingView = v.object({
  reference: v.optional(v.union([v.literal(''), reference]), ''),
  status: v.picklist(['new', 'confirmed', 'done', 'cancelled']),
  staffNote: v.optional(note(), ''),
  createdAt: moment,
  date: v.optional(v.string()),
  time: v.optional(v.string()),
  slot: v.optional(v.string()),
  doctorName: v.optional(v.string()),
  doctorNameBn: v.optional(v.string()),
  doctorNameHi: v.optional(v.string()),
  testNames: v.optional(v.array(v.string())),
  testNamesBn: v.optional(v.array(v.string())),
  testNamesHi: v.optional(v.array(v.string())),
  total: v.optional(v.number()),
  items: v.optional(v.array(v.unknown())),
  need: v.optional(v.string()),
  kind: v.optional(v.string()),
  pickup: v.optional(v.string()),
  drop: v.optional(v.string()),
  providerName: v.optional(v.string()),
  serviceType: v.optional(v.string()),
});

export type BookingView = v.InferOutput<typeof bookingView> & { id: string; collection: string };

/** The booking or request with that id in `collection`, checked; null when there is none. */
export async function loadBooking(collection: string, id: string): Promise<BookingView | null> {
  const { store } = await getBackend();
  const booking = parseDoc(bookingView, await store.get(collection, id));
  return booking && { ...booking, collection };
}

const shopContact = v.pick(shopModel, ['phone']);

/** The shop's phone, checked; null when the shop is gone or has none. */
const phoneOf = (shop: WithId<Shop> | null) => parseData(shopContact, shop)?.phone || null;

/** The shop's phone as its document has it now, for the customer's "Call the shop". */
export const shopPhoneQuery = (shopId: string) =>
  queryOptions({ ...shopQuery(shopId), select: phoneOf, staleTime: 10 * 60_000 });

const shopWhatsapp = v.pick(shopModel, ['whatsapp']);

/** The shop's WhatsApp number, checked; null when the shop is gone or gives none. */
const whatsappOf = (shop: WithId<Shop> | null) => parseData(shopWhatsapp, shop)?.whatsapp || null;

/** The shop's WhatsApp number as its document has it now, for "WhatsApp the shop" (the same read as its phone). */
export const shopWhatsappQuery = (shopId: string) =>
  queryOptions({ ...shopQuery(shopId), select: whatsappOf, staleTime: 10 * 60_000 });

/** How many of this browser's orders and bookings one phone's list reads (BUDGETS: ≤ 10). */
export const RECENT_SHOWN = 10;

export type KnownRecord = Pick<RecentRecord, 'collection' | 'number' | 'id'>;

/** This browser's orders and bookings for `phone`, newest first, as remembered when sent. */
export const recordsOfPhone = (phone: string): KnownRecord[] =>
  recentRecords()
    .filter((record) => record.phone === phone)
    .slice(0, RECENT_SHOWN)
    .map(({ collection, number, id }) => ({ collection, number, id }));

/** The phones this browser has sent orders or bookings for, most recent first. */
export const rememberedPhones = (): string[] => [
  ...new Set(recentRecords().map((record) => record.phone)),
];

/**
 * Asks the server which of `phone`'s orders or bookings `code` opens; one it
 * opens joins this browser's records for that phone, and the phone knows
 * this browser from then on (its daily limit no longer binds it).
 */
async function findByCode(phone: string, code: string): Promise<FindByCodeResult> {
  const backend = await getBackend();
  const result = await backend.call('findByCode', { phone, code, deviceId: deviceId() });
  if (result.kind === 'found') {
    rememberRecord({
      collection: result.collection,
      number: result.number,
      id: result.id,
      phone,
      placedAt: Date.now(),
    });
  }
  return result;
}

export const useFindByCode = (phone: string) =>
  useMutation({ mutationFn: (code: string) => findByCode(phone, code) }, queryClient);

/**
 * How often an open order's status is read again while the page is in view
 * (and at once when the customer comes back to it): a shop's answer shows up
 * within seconds, without a live connection a cheap phone would pay for.
 */
export const STATUS_REFRESH_MS = 5_000;

/**
 * A customer's record (an order, a list) by its id, read again every few
 * seconds, and at once when they come back, until `settled` says it moves
 * no more.
 */
export const watchedRecordQuery = <C extends CollectionName, T>(
  collection: C,
  id: string,
  load: (id: string) => Promise<T | null>,
  settled: (record: T) => boolean,
) =>
  queryOptions({
    queryKey: recordKey(collection, id),
    queryFn: () => load(id),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => {
      const record = query.state.data;
      return record && settled(record) ? false : STATUS_REFRESH_MS;
    },
  });

export const orderQuery = (orderId: string) =>
  watchedRecordQuery(collections.orders, orderId, loadOrder, (order) => isFinal(order.status));

export const openStatusesQuery = (phone: string) =>
  queryOptions({
    queryKey: recordKey(collections.openOrders, phone),
    queryFn: () => loadOpenStatuses(phone),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? STATUS_REFRESH_MS : false),
  });

/** A booking changes when the staff look at it: read again when the customer comes back. */
export const bookingQuery = (collection: string, id: string) =>
  queryOptions({
    // The booking's collection, then its id: the key of any read of one record.
    queryKey: [collection, id],
    queryFn: () => loadBooking(collection, id),
    refetchOnWindowFocus: 'always',
  });

/**
 * The customer cancels `order` while it is still `placed`. Whatever the
 * answer, the order and the phone's statuses are read again, to show the
 * order as it is now (the shop may have moved first).
 */
export const useCancelOrder = (order: Pick<Order, 'phone'> & { id: string }) =>
  useMutation(
    {
      mutationFn: async () => {
        const backend = await getBackend();
        return (await backend.call('cancelOrder', { orderId: order.id })).status;
      },
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: orderQuery(order.id).queryKey }),
          queryClient.invalidateQueries({ queryKey: openStatusesQuery(order.phone).queryKey }),
        ]),
    },
    queryClient,
  );
