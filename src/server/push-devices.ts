import { backendError } from '../port/errors';
import type { DocData, DocumentStore, StoredDoc, Transaction } from '../port/types';
import type { Locale } from '../lib/i18n/locales';
import {
  PUSH_DEVICES_PER_ORDER,
  PUSH_DEVICES_PER_STAFF,
  PUSH_ORDERS_PER_DEVICE,
} from '../lib/limits';
import { parseData, parseDoc } from '../lib/model-schemas';
import { collections, type PushDevice } from '../lib/models';
import { sha256Hex } from '../lib/order-identity';
import { pushDeviceModel, vendorModel } from '../lib/record-schemas';
import { notifyMeRequest } from '../lib/requests/call-schemas';
import { ADMIN_ROLE } from '../lib/roles';
import { sentence } from '../lib/server-sentences';
import { rolesOf, signedInUid, type ServerContext } from './server-context';
import { parseRequest } from './parse-request';

/**
 * The devices that asked to be told (pushDevices/{SHA-256 of the token}):
 * each in its reader's language, tied to a staff member or holding the ids
 * of the orders it asked about. Only the server reads or writes them; the
 * browser only asks, through `notifyMe`. Who is told of each event is
 * decided in src/server/notices.ts from what is read here.
 */

/** A device's document id: the SHA-256 hex of its token, so the id says nothing of it. */
export const deviceIdOf = (token: string) => sha256Hex(token);

export type Device = PushDevice & { id: string };

const readDevice = (doc: StoredDoc | null): Device | null => parseDoc(pushDeviceModel, doc);

const oldestFirst = (a: Device, b: Device) => a.updatedAt.getTime() - b.updatedAt.getTime();

/** How many a device-list query reads: well past every bound, so none is missed. */
const DEVICE_QUERY_LIMIT = 100;

/** The devices of these staff members (Firestore's `in` takes 30 values at a time). */
export async function devicesOfStaff(
  store: DocumentStore,
  uids: readonly string[],
): Promise<Device[]> {
  const unique = [...new Set(uids)];
  const pages = [];
  for (let start = 0; start < unique.length; start += 30) {
    pages.push(
      store.query({
        collection: collections.pushDevices,
        where: [{ field: 'uid', op: 'in', value: unique.slice(start, start + 30) }],
        limit: DEVICE_QUERY_LIMIT,
      }),
    );
  }
  return (await Promise.all(pages)).flatMap((page) =>
    page.docs.flatMap((doc) => readDevice(doc) ?? []),
  );
}

/** The devices that asked to be told about an order. */
export async function devicesOfOrder(store: DocumentStore, orderId: string): Promise<Device[]> {
  const page = await store.query({
    collection: collections.pushDevices,
    where: [{ field: 'orderIds', op: 'array-contains', value: orderId }],
    limit: DEVICE_QUERY_LIMIT,
  });
  return page.docs.flatMap((doc) => readDevice(doc) ?? []);
}

/** The active vendors of a shop, with their shop's category (their screen's path). */
export async function vendorsOfShop(
  store: DocumentStore,
  shopId: string,
): Promise<{ uid: string; category: string }[]> {
  const page = await store.query({
    collection: collections.vendor,
    where: [{ field: 'shopId', op: '==', value: shopId }],
    limit: DEVICE_QUERY_LIMIT,
  });
  return page.docs.flatMap((doc) => {
    const vendor = parseData(vendorModel, doc.data);
    return vendor?.active ? [{ uid: doc.id, category: vendor.category }] : [];
  });
}

/** The uids of the staff documents of `collection` whose `field` is `value`. */
async function staffUidsWhere(
  store: DocumentStore,
  collection: string,
  field: string,
  value: string | boolean,
): Promise<string[]> {
  const where = [{ field, op: '==' as const, value }];
  const page = await store.query({ collection, where, limit: DEVICE_QUERY_LIMIT });
  return page.docs.map((doc) => doc.id);
}

/** Every admin's uid (an admin document with the admin role). */
export const adminUids = (store: DocumentStore) =>
  staffUidsWhere(store, collections.admins, 'role', ADMIN_ROLE);

/** Every active delivery person's uid. */
export const riderUids = (store: DocumentStore) =>
  staffUidsWhere(store, collections.delivery, 'active', true);

// ---- notifyMe ----------------------------------------------------------------

function writeDevice(tx: Transaction, id: string, device: PushDevice): void {
  if (device.uid === null && device.orderIds.length === 0) {
    tx.delete(collections.pushDevices, id);
    return;
  }
  const data: DocData = { ...device };
  tx.set(collections.pushDevices, id, data);
}

/**
 * In `tx`: the device as stored, and the others of a group it joins (a staff
 * member's devices, an order's) that the group's bound `max` leaves out, the
 * oldest first, read again.
 */
async function readJoining(
  tx: Transaction,
  id: string,
  group: readonly Device[],
  max: number,
): Promise<{ stored: Device | null; leftOut: Device[] }> {
  const stored = readDevice(await tx.get(collections.pushDevices, id));
  const others = group.filter((device) => device.id !== id).sort(oldestFirst);
  const past = others.slice(0, Math.max(0, others.length - (max - 1)));
  const leftOut = await Promise.all(
    past.map(async (device) => readDevice(await tx.get(collections.pushDevices, device.id))),
  );
  return { stored, leftOut: leftOut.filter((device) => device !== null) };
}

/** Ties the device to a staff member; past the bound, their device asked longest ago is untied. */
async function tieToStaff(
  context: ServerContext,
  id: string,
  token: string,
  language: Locale,
): Promise<void> {
  const uid = signedInUid(context);
  const roles = await rolesOf(context, uid);
  if (!roles.admin && !roles.vendorShopId && !roles.delivery) {
    throw backendError('permission-denied', sentence('staffOnly'));
  }
  const theirs = await devicesOfStaff(context.store, [uid]);
  await context.store.runTransaction(async (tx) => {
    const { stored, leftOut } = await readJoining(tx, id, theirs, PUSH_DEVICES_PER_STAFF);

    // Every read is done; the writes follow.
    for (const device of leftOut) {
      if (device.uid === uid) writeDevice(tx, device.id, { ...device, uid: null });
    }
    writeDevice(tx, id, {
      token,
      language,
      uid,
      orderIds: stored?.orderIds ?? [],
      updatedAt: new Date(),
    });
  });
}

/**
 * The device asks to hear about an order, or a list sent to a shop: anyone
 * holding its id (a 128-bit secret) may. A device holds the latest orders it asked about; an order
 * tells the devices that asked last.
 */
async function tieToOrder(
  context: ServerContext,
  id: string,
  token: string,
  language: Locale,
  orderId: string,
): Promise<void> {
  const { store } = context;
  // An order's id, or a list's (issue 37): both are 128-bit secrets only their holders know.
  const [order, list] = await Promise.all([
    store.get(collections.orders, orderId),
    store.get(collections.shopLists, orderId),
  ]);
  if (!order && !list) throw backendError('not-found', sentence('orderGone'));
  const holders = await devicesOfOrder(store, orderId);
  await store.runTransaction(async (tx) => {
    const { stored, leftOut } = await readJoining(tx, id, holders, PUSH_DEVICES_PER_ORDER);

    // Every read is done; the writes follow.
    for (const device of leftOut) {
      writeDevice(tx, device.id, {
        ...device,
        orderIds: device.orderIds.filter((each) => each !== orderId),
      });
    }
    const orderIds = [...(stored?.orderIds ?? []).filter((each) => each !== orderId), orderId];
    writeDevice(tx, id, {
      token,
      language,
      uid: stored?.uid ?? null,
      orderIds: orderIds.slice(-PUSH_ORDERS_PER_DEVICE),
      updatedAt: new Date(),
    });
  });
}

/**
 * notifyMe: a device asks to be told (as a staff member, or about an
 * order), is untied at sign-out, or forgotten whole ("Forget me"). Whoever
 * holds a token may untie or forget it: it is the device's own secret.
 */
export async function handleNotifyMe(
  context: ServerContext,
  data: unknown,
): Promise<{ done: true }> {
  const request = parseRequest(notifyMeRequest, data);
  const id = await deviceIdOf(request.token);
  switch (request.action) {
    case 'staff':
      await tieToStaff(context, id, request.token, request.language);
      break;
    case 'order':
      await tieToOrder(context, id, request.token, request.language, request.orderId);
      break;
    case 'signOut':
      await context.store.runTransaction(async (tx) => {
        const stored = readDevice(await tx.get(collections.pushDevices, id));
        if (stored?.uid) writeDevice(tx, id, { ...stored, uid: null });
      });
      break;
    case 'forget':
      await context.store.delete(collections.pushDevices, id);
      break;
  }
  return { done: true };
}
