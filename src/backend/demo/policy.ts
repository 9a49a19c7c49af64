import { collections, type CollectionName } from '../../lib/models';
import type { DocData, QuerySpec } from '../types';
import { orderingPolicy } from './order-policy';
import { requestShapes, type RecordShape } from './request-shapes';

/**
 * The Demo backend's access policy: the mirror of `firestore.rules`.
 *
 * Every public store call is checked here for the signed-in identity, so a
 * screen that leans on a privilege it does not have fails in demo mode just
 * as it would on Firebase. Each rule carries the exact condition text used in
 * `firestore.rules`; a test reads that file and compares them, so the two
 * cannot drift apart silently. A collection missing from the table is denied
 * everything, as the rules' default.
 */
export type AccessOperation = 'get' | 'list' | 'create' | 'update' | 'delete';
export const accessOperations: readonly AccessOperation[] = [
  'get',
  'list',
  'create',
  'update',
  'delete',
];

/** Who is asking, with roles looked up as the rules' get()/exists() do. */
export interface Caller {
  /** null when signed out. */
  uid: string | null;
  /** `admins/{uid}` exists. */
  isAdmin: boolean;
  /** `vendor/{uid}` exists with active == true. */
  isVendor: boolean;
  /** `delivery/{uid}` exists with active == true. */
  isDelivery: boolean;
  /** An active vendor's shop (`vendor/{uid}.shopId`), the rules' vendorShop(). */
  vendorShopId: string | null;
}

export const anonymousCaller: Caller = {
  uid: null,
  isAdmin: false,
  isVendor: false,
  isDelivery: false,
  vendorShopId: null,
};

/** The staff documents stored under the caller's uid (null when absent). */
export interface StaffDocsOfCaller {
  admin: DocData | null;
  vendor: DocData | null;
  delivery: DocData | null;
}

export function callerFrom(uid: string | null, staffDocs: StaffDocsOfCaller): Caller {
  if (uid === null) return anonymousCaller;
  const isVendor = staffDocs.vendor?.['active'] === true;
  const shopId = staffDocs.vendor?.['shopId'];
  return {
    uid,
    isAdmin: staffDocs.admin !== null,
    isVendor,
    isDelivery: staffDocs.delivery?.['active'] === true,
    vendorShopId: isVendor && typeof shopId === 'string' ? shopId : null,
  };
}

export interface AccessRequest {
  caller: Caller;
  operation: AccessOperation;
  collection: string;
  /** The document id (the rules' `{docId}`); absent for `list`. */
  docId?: string;
  /** The stored document before the request, null when absent (the rules' `resource.data`). */
  before?: DocData | null;
  /** The document a create or update would leave (the rules' `request.resource.data`). */
  after?: DocData | null;
  /** For `list`: the query, whose `==` filters the rules see as `resource.data.field == value`. */
  query?: QuerySpec;
  /** Another document as the whole batch leaves it (the rules' getAfter()); null if absent or outside the batch. */
  getAfter?: (collection: string, id: string) => DocData | null;
  /** Another document before the batch (the rules' get()); null if absent or outside the batch. */
  getBefore?: (collection: string, id: string) => DocData | null;
}

export interface Rule {
  /** The same condition as written after `if` in firestore.rules. */
  readonly rulesText: string;
  readonly allows: (request: AccessRequest) => boolean;
}

export type CollectionRules = Readonly<Record<AccessOperation, Rule>>;

const rule = (rulesText: string, allows: Rule['allows']): Rule => ({ rulesText, allows });
const either = (a: Rule, b: Rule): Rule =>
  rule(`${a.rulesText} || ${b.rulesText}`, (request) => a.allows(request) || b.allows(request));
const both = (a: Rule, b: Rule): Rule =>
  rule(`${a.rulesText} && ${b.rulesText}`, (request) => a.allows(request) && b.allows(request));

/** `true` */
const anyone = rule('true', () => true);
/** `isAdmin()`: exists(/admins/$(request.auth.uid)) */
const admin = rule('isAdmin()', ({ caller }) => caller.isAdmin);
/** `isOwner(docId)`: the document's id is the caller's uid. */
const owner = rule(
  'isOwner(docId)',
  ({ caller, docId }) => caller.uid !== null && caller.uid === docId,
);
/** `!isOwner(docId)` */
const notOwner = rule('!isOwner(docId)', (request) => !owner.allows(request));

/** Catalogue data anyone may browse; only admins change it. */
const publicCatalogue: CollectionRules = {
  get: anyone,
  list: anyone,
  create: admin,
  update: admin,
  delete: admin,
};

/** `admins/{uid}`: you may see whether you are an admin; admins manage admins. */
const adminDocs: CollectionRules = {
  get: either(owner, admin),
  list: admin,
  create: admin,
  update: admin,
  delete: admin,
};

/**
 * `vendor/{uid}` and `delivery/{uid}`: staff read their own record; admins
 * manage them, but nobody writes their own, so nobody changes their own role,
 * shop or active flag.
 */
const staffDocs: CollectionRules = {
  get: either(owner, admin),
  list: admin,
  create: both(admin, notOwner),
  update: both(admin, notOwner),
  delete: both(admin, notOwner),
};

/**
 * Orders, bookings, requests and the outbox: admins only, for now. Visitor
 * creation (with shape checks on `after`) and scoped staff reads (a vendor's
 * own shop, a delivery person's own orders) are opened per collection by
 * replacing `create` / `list` / `update` here and the same lines in
 * firestore.rules together.
 */
const adminOnlyRecords: CollectionRules = {
  get: admin,
  list: admin,
  create: admin,
  update: admin,
  delete: admin,
};

/**
 * Bookings, requests and contact messages: anyone may create a well-formed
 * new one (`isValidX()` in firestore.rules, request-shapes.ts here); only
 * admins read, list, change or remove them.
 */
const visitorRequests = (shape: RecordShape): CollectionRules => ({
  ...adminOnlyRecords,
  create: either(
    admin,
    rule(`${shape.name}()`, ({ after }) => after != null && shape.check(after, new Date())),
  ),
});

export const accessPolicy: Readonly<Record<CollectionName, CollectionRules>> = {
  [collections.admins]: adminDocs,
  [collections.vendor]: staffDocs,
  [collections.delivery]: staffDocs,

  [collections.shops]: orderingPolicy[collections.shops],
  [collections.products]: orderingPolicy[collections.products],
  [collections.doctors]: publicCatalogue,
  [collections.labTests]: publicCatalogue,
  [collections.directory]: publicCatalogue,
  [collections.teachers]: publicCatalogue,
  [collections.serviceProviders]: publicCatalogue,
  [collections.feeds]: publicCatalogue,
  [collections.emergencyContacts]: publicCatalogue,

  [collections.orders]: orderingPolicy[collections.orders],
  [collections.orderLookups]: orderingPolicy[collections.orderLookups],
  [collections.notifications]: orderingPolicy[collections.notifications],
  [collections.appointments]: visitorRequests(requestShapes.appointment),
  [collections.labBookings]: visitorRequests(requestShapes.labBooking),
  [collections.medicineOrders]: visitorRequests(requestShapes.medicineOrder),
  [collections.assistRequests]: visitorRequests(requestShapes.assistRequest),
  [collections.rideBookings]: visitorRequests(requestShapes.rideBooking),
  [collections.serviceRequests]: visitorRequests(requestShapes.serviceRequest),
  [collections.messages]: visitorRequests(requestShapes.message),
};

export function rulesFor(collection: string): CollectionRules | null {
  return Object.hasOwn(accessPolicy, collection)
    ? accessPolicy[collection as CollectionName]
    : null;
}

/** Whether the policy lets `request` through; unknown collections are denied. */
export function isAllowed(request: AccessRequest): boolean {
  const rules = rulesFor(request.collection);
  return rules !== null && rules[request.operation].allows(request);
}
