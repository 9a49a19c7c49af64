import { collections, type CollectionName } from '../../lib/models';
import { ADMIN_ROLE } from '../../lib/roles';
import type { DocData, FieldValue, QuerySpec } from '../../port/types';

/**
 * The Demo backend's access policy: the mirror of `firestore.rules`.
 *
 * Every public store call is checked here for the signed-in identity, so a
 * screen that leans on a privilege it does not have fails in demo mode just
 * as it would on Firebase. (The Demo's server — the callable handlers — uses
 * a store this policy does not bind, as the Admin SDK is not bound by rules.)
 *
 * The whole rules file is written out here: each `allow` condition
 * (`rulesText`), each helper function's body (`rulesFunctions`), the
 * collections' blocks in the rules' order (`accessPolicy`) and the last
 * block that matches every path (`everyPath`). policy.test.ts writes the
 * rules file this policy stands for and compares it with firestore.rules
 * token for token (comments and spacing aside), so no line of the rules can
 * change without the policy.
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
  /** `admins/{uid}` holds the admin role value. */
  isAdmin: boolean;
  /** `vendor/{uid}` exists with active == true. */
  isVendor: boolean;
  /** `delivery/{uid}` exists with active == true. */
  isDelivery: boolean;
  /** An active vendor's shop (`vendor/{uid}.shopId`). */
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
    isAdmin: staffDocs.admin?.['role'] === ADMIN_ROLE,
    isVendor,
    isDelivery: staffDocs.delivery?.['active'] === true,
    vendorShopId: isVendor && typeof shopId === 'string' ? shopId : null,
  };
}

export interface AccessRequest {
  caller: Caller;
  operation: AccessOperation;
  collection: string;
  /** The document id (the rules' `{docId}`, `resource.id`); absent for `list`. */
  docId?: string;
  /** The stored document before the request, null when absent (the rules' `resource.data`). */
  before?: DocData | null;
  /** The document a create or update would leave (the rules' `request.resource.data`). */
  after?: DocData | null;
  /** For `list`: the query, whose `==` filters the rules see as `resource.data.field == value`. */
  query?: QuerySpec;
}

export interface Rule {
  /** The same condition as written after `if` in firestore.rules. */
  readonly rulesText: string;
  readonly allows: (request: AccessRequest) => boolean;
}

export type CollectionRules = Readonly<Record<AccessOperation, Rule>>;

/**
 * The helper functions of firestore.rules, signature → body, exactly as
 * written there (whitespace aside). Each is implemented by the function of
 * the same name below.
 */
export const rulesFunctions: Readonly<Record<string, string>> = {
  'signedIn()': 'return request.auth != null;',
  'isOwner(docId)': 'return signedIn() && request.auth.uid == docId;',
  'staffDoc(kind)': 'return /databases/$(database)/documents/$(kind)/$(request.auth.uid);',
  'isAdmin()': `return signedIn() && exists(staffDoc('admins')) && get(staffDoc('admins')).data.role == '${ADMIN_ROLE}';`,
  'isVendor()':
    "return signedIn() && exists(staffDoc('vendor')) && get(staffDoc('vendor')).data.active == true;",
  'isDelivery()':
    "return signedIn() && exists(staffDoc('delivery')) && get(staffDoc('delivery')).data.active == true;",
  'isShopVendor(shopId)': "return isVendor() && get(staffDoc('vendor')).data.shopId == shopId;",
  'isCashRider()': 'return signedIn() && resource.data.riderUid == request.auth.uid;',
  'isDeliveryQueue()':
    "return isDelivery() && (resource.data.deliveryUid == request.auth.uid || (resource.data.status == 'ready' && resource.data.deliveryUid == null));",
};

// ---- The helpers, in code ----------------------------------------------------

const isOwner = ({ caller, docId }: AccessRequest) => caller.uid !== null && caller.uid === docId;

const isShopVendor = (request: AccessRequest, shopId: FieldValue | undefined) =>
  request.caller.isVendor &&
  request.caller.vendorShopId !== null &&
  request.caller.vendorShopId === shopId;

/** The value a list query pins a field to with `==` (the rules see `resource.data.field == value`). */
function pinned(request: AccessRequest, field: string): FieldValue | undefined {
  return request.query?.where?.find((filter) => filter.field === field && filter.op === '==')
    ?.value;
}

const isDeliveryQueue = (request: AccessRequest) =>
  request.caller.isDelivery &&
  (pinned(request, 'deliveryUid') === request.caller.uid ||
    (pinned(request, 'status') === 'ready' && pinned(request, 'deliveryUid') === null));

/** A delivery person's own ledger line: read by id (the stored line) or listed by their uid. */
const isCashRider = (request: AccessRequest) =>
  request.caller.uid !== null &&
  (request.operation === 'list' ? pinned(request, 'riderUid') : request.before?.['riderUid']) ===
    request.caller.uid;

// ---- The allow conditions -----------------------------------------------------

const rule = (rulesText: string, allows: Rule['allows']): Rule => ({ rulesText, allows });
const either = (a: Rule, b: Rule): Rule =>
  rule(`${a.rulesText} || ${b.rulesText}`, (request) => a.allows(request) || b.allows(request));
const both = (a: Rule, b: Rule): Rule =>
  rule(`${a.rulesText} && ${b.rulesText}`, (request) => a.allows(request) && b.allows(request));

const anyone = rule('true', () => true);
const nobody = rule('false', () => false);
const admin = rule('isAdmin()', ({ caller }) => caller.isAdmin);
const owner = rule('isOwner(docId)', isOwner);
const notOwner = rule('!isOwner(docId)', (request) => !isOwner(request));

/** The most documents a visitor may ask for in one query: a page at a time. */
export const VISITOR_LIST_MAX = 50;

/** A page at a time for anyone (a query with no limit is not one); admins list as they need. */
const onePageOrAdmin = rule(
  `request.query.limit <= ${VISITOR_LIST_MAX} || isAdmin()`,
  ({ caller, query }) =>
    (query?.limit !== undefined && query.limit <= VISITOR_LIST_MAX) || caller.isAdmin,
);

/** Catalogue data anyone may browse, a page at a time; only admins change it. */
const publicCatalogue: CollectionRules = {
  get: anyone,
  list: onePageOrAdmin,
  create: admin,
  update: admin,
  delete: admin,
};

/** Records only admins see and keep (the staff alerts). */
const adminOnly: CollectionRules = {
  get: admin,
  list: admin,
  create: admin,
  update: admin,
  delete: admin,
};

/**
 * Bookings and requests, made by the server: read by id (an id is the
 * permission, as with orders), listed and kept by admins.
 */
const visitorRecords: CollectionRules = { ...adminOnly, get: anyone };

/** The server's own memory: no browser reads or writes it. */
const serverOnly: CollectionRules = {
  get: nobody,
  list: nobody,
  create: nobody,
  update: nobody,
  delete: nobody,
};

const staffRecords: CollectionRules = {
  get: either(owner, admin),
  list: admin,
  create: both(admin, notOwner),
  update: both(admin, notOwner),
  delete: both(admin, notOwner),
};

/** A shop's own records, read by id by anyone holding it: listed by its vendor and the admins. */
const shopsOwnRecords: CollectionRules = {
  get: anyone,
  list: rule(
    'isAdmin() || isShopVendor(resource.data.shopId)',
    (request) => request.caller.isAdmin || isShopVendor(request, pinned(request, 'shopId')),
  ),
  create: nobody,
  update: nobody,
  delete: admin,
};

const orderingSettings = rule(
  "isAdmin() && docId == 'ordering'",
  (request) => request.caller.isAdmin && request.docId === 'ordering',
);

export const accessPolicy: Readonly<Record<CollectionName, CollectionRules>> = {
  [collections.admins]: { ...adminOnly, get: either(owner, admin) },
  [collections.vendor]: staffRecords,
  [collections.delivery]: staffRecords,

  [collections.shops]: publicCatalogue,
  [collections.products]: publicCatalogue,
  [collections.doctors]: publicCatalogue,
  [collections.labTests]: publicCatalogue,
  [collections.directory]: publicCatalogue,
  [collections.teachers]: publicCatalogue,
  [collections.serviceProviders]: publicCatalogue,
  [collections.feeds]: publicCatalogue,
  [collections.emergencyContacts]: publicCatalogue,
  [collections.neighbourhoods]: publicCatalogue,
  [collections.shopQr]: { ...serverOnly, get: anyone },
  [collections.config]: {
    get: anyone,
    list: nobody,
    create: orderingSettings,
    update: orderingSettings,
    delete: nobody,
  },

  [collections.orders]: {
    get: anyone,
    list: rule(
      'isAdmin() || isShopVendor(resource.data.shopId) || isDeliveryQueue()',
      (request) =>
        request.caller.isAdmin ||
        isShopVendor(request, pinned(request, 'shopId')) ||
        isDeliveryQueue(request),
    ),
    create: nobody,
    update: nobody,
    delete: admin,
  },
  [collections.openOrders]: {
    get: anyone,
    list: nobody,
    create: nobody,
    update: nobody,
    delete: admin,
  },
  [collections.notifications]: { ...adminOnly, create: nobody },
  [collections.phoneActivity]: serverOnly,
  [collections.shopActivity]: serverOnly,
  [collections.deviceActivity]: serverOnly,
  [collections.references]: serverOnly,
  [collections.pushDevices]: serverOnly,
  [collections.shopChatCodes]: serverOnly,
  [collections.chatActivity]: serverOnly,
  [collections.shopChats]: {
    ...serverOnly,
    get: either(
      rule('isShopVendor(docId)', (request) => isShopVendor(request, request.docId)),
      admin,
    ),
    list: admin,
  },
  [collections.riderCash]: { ...serverOnly, get: either(owner, admin), list: admin },
  [collections.cashLedger]: {
    ...serverOnly,
    get: either(admin, rule('isCashRider()', isCashRider)),
    list: either(admin, rule('isCashRider()', isCashRider)),
  },

  [collections.appointments]: visitorRecords,
  [collections.labBookings]: visitorRecords,
  [collections.medicineOrders]: visitorRecords,
  [collections.assistRequests]: visitorRecords,
  [collections.rideBookings]: visitorRecords,
  [collections.serviceRequests]: visitorRecords,
  [collections.messages]: visitorRecords,

  [collections.shopLists]: shopsOwnRecords,
  [collections.listMedia]: shopsOwnRecords,
};

/**
 * The rules' last block, `match /{path=**}`: it matches every document, the
 * collections' too, so what it allows is allowed everywhere (`read` is get
 * and list, `write` the rest). It allows nothing: what no block above names
 * is denied.
 */
export const everyPath: Readonly<Record<'read' | 'write', Rule>> = { read: nobody, write: nobody };

export function rulesFor(collection: string): CollectionRules | null {
  return Object.hasOwn(accessPolicy, collection)
    ? accessPolicy[collection as CollectionName]
    : null;
}

/** Whether the policy lets `request` through: its collection's block or the block of every path. */
export function isAllowed(request: AccessRequest): boolean {
  const rules = rulesFor(request.collection);
  const reading = request.operation === 'get' || request.operation === 'list';
  return (
    (rules !== null && rules[request.operation].allows(request)) ||
    everyPath[reading ? 'read' : 'write'].allows(request)
  );
}
