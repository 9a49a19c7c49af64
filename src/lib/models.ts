import type { InferOutput } from 'valibot';
import type { feedTypes, RequestKind, shopTypes } from './kinds';
import type * as orderingSchemas from './model-schemas';
import type * as recordSchemas from './record-schemas';
import type { CashLine, RiderCash } from './cash-ledger';

export { assistNeeds, feedTypes, requestKinds, shopTypes } from './kinds';
export type { RequestKind, StaffKind, WithId } from './kinds';
export type { RequestFields } from './requests/schemas';

/**
 * What is stored where. One collection per kind of document; the shapes here
 * are what both backends store and what `firestore.rules` checks. Timestamps
 * are `Date`s at the port. Money is whole paise (lib/money `Paise`); phones are the
 * normalised 10 digits.
 */
export const collections = {
  /** Admin staff documents, id = auth uid. Written only by admins (first one by hand). */
  admins: 'admins',
  /** Vendor staff documents, id = auth uid (collection "vendor"). No password field, ever. */
  vendor: 'vendor',
  /** Delivery staff documents, id = auth uid (collection "delivery"). */
  delivery: 'delivery',
  shops: 'shops',
  products: 'products',
  orders: 'orders',
  /** Per-phone statuses of the orders on their way, id = phone digits; readable by id, never listable; written by the server only. */
  openOrders: 'openOrders',
  /** Outbox for staff alerts, written by the server only; a Cloud Function sends each to Telegram once. */
  notifications: 'notifications',
  /**
   * Per phone, id = phone digits: its orders' and bookings' numbers and
   * codes, and the times behind the daily limits and the wrong-code wait.
   * The server's own; nobody else reads them.
   */
  phoneActivity: 'phoneActivity',
  /** Per shop: when its staff alerts were sent, for the hourly limit. The server's own. */
  shopActivity: 'shopActivity',
  /**
   * Per device, id = a hash of the browser's secret id: its orders and
   * requests of the last day, for its own daily limits. The server's own.
   */
  deviceActivity: 'deviceActivity',
  /** Per staff chat ('admin', 'lab'): the hourly budget of its request alerts and their digest. The server's own. */
  chatActivity: 'chatActivity',
  /**
   * A device that asked to be told (Web Push), id = the SHA-256 hex of its
   * token: its language, its staff member or the orders it holds. The
   * server's own; no browser reads or writes it.
   */
  pushDevices: 'pushDevices',
  /** Per shop, id = the shop's id: the Telegram chat it linked as its own. Its vendor and admins read it; the server writes it. */
  shopChats: 'shopChats',
  /** Per shop, id = the shop's id: its one-time code that links a Telegram chat to it. The server's own. */
  shopChatCodes: 'shopChatCodes',
  /** Every order number and booking reference given out, id = the reference, so none is given twice. The server's own. */
  references: 'references',
  /** Per delivery person, id = their uid: the cash they hold and their limit. Written by the server only. */
  riderCash: 'riderCash',
  /** Every change to a delivery person's cash, append-only, each naming who wrote it. Written by the server only. */
  cashLedger: 'cashLedger',
  /** Public settings documents: `ordering` (fees, limits; admins write) and `shops` (the server keeps it). */
  config: 'config',
  doctors: 'doctors',
  labTests: 'labTests',
  directory: 'directory',
  teachers: 'teachers',
  serviceProviders: 'serviceProviders',
  feeds: 'feeds',
  emergencyContacts: 'emergencyContacts',
  /** The town's neighbourhoods with their delivery fees; admins write, everyone reads. */
  neighbourhoods: 'neighbourhoods',
  /**
   * Per shop, id = the shop's id: a photo of its printed UPI QR code, kept
   * apart from the shop so no list of shops carries it. Everyone reads it by
   * id; only the server writes it (its vendor's or an admin's `setShopQr`).
   */
  shopQr: 'shopQr',
  appointments: 'appointments',
  labBookings: 'labBookings',
  medicineOrders: 'medicineOrders',
  assistRequests: 'assistRequests',
  rideBookings: 'rideBookings',
  serviceRequests: 'serviceRequests',
  messages: 'messages',
  /**
   * A list a customer sent a shop (a photo, a voice note, typed lines) and
   * the shop's quote for it (issue 37), id = 32 hex digits from its request
   * id: read by id by anyone holding it, listed by the shop's vendor and the
   * admins, written only by the server.
   */
  shopLists: 'shopLists',
  /**
   * A list's photo or voice note, one a document (`{listId}-photo`,
   * `{listId}-voice`): read by id, listed only by the shop's vendor and the
   * admins, written only by the server, deleted at `deleteAt`.
   */
  listMedia: 'listMedia',
} as const;

export type CollectionName = (typeof collections)[keyof typeof collections];

/**
 * The town's public listings: its catalogue, directory and news. Everyone
 * reads them, a page at a time; only admins write them (firestore.rules).
 */
export const publicListings = [
  collections.neighbourhoods,
  collections.shops,
  collections.products,
  collections.doctors,
  collections.labTests,
  collections.directory,
  collections.teachers,
  collections.serviceProviders,
  collections.feeds,
  collections.emergencyContacts,
] as const satisfies readonly CollectionName[];

export type ShopType = (typeof shopTypes)[number];

// The models themselves are schemas (lib/model-schemas.ts for shops, products,
// orders and settings; lib/record-schemas.ts for the rest); their types are
// inferred here, type-only, so importing a model type loads no schema code.
type Schemas = typeof orderingSchemas & typeof recordSchemas;
type ModelName = {
  [K in keyof Schemas]: K extends `${string}Model` ? K : never;
}[keyof Schemas];
type Model<S extends ModelName> = InferOutput<Schemas[S]>;

export type AdminDoc = Model<'adminModel'>;
export type VendorDoc = Model<'vendorModel'>;
export type DeliveryDoc = Model<'deliveryModel'>;
export type StaffDoc = VendorDoc | DeliveryDoc;
export type Shop = Model<'shopModel'>;
export type Product = Model<'productModel'>;
export type OrderStatus = Schemas['orderStatuses'][number];
export type OrderLine = Model<'orderLineModel'>;
export type Order = Model<'orderModel'>;
export type OrderLineChange = Model<'orderLineChangeModel'>;
export type OpenOrders = Model<'openOrdersModel'>;
export type Weekday = Schemas['weekdays'][number];
export type Doctor = Model<'doctorModel'>;
export type LabTest = Model<'labTestModel'>;
export type DirectoryEntry = Model<'directoryEntryModel'>;
export type TeacherDoc = Model<'teacherModel'>;
export type ServiceProvider = Model<'serviceProviderModel'>;
export type FeedPost = Model<'feedPostModel'>;
export type EmergencyContact = Model<'emergencyContactModel'>;
export type Neighbourhood = Model<'neighbourhoodModel'>;
export type ShopQr = Model<'shopQrModel'>;
export type NotificationDoc = Model<'notificationModel'>;
export type TelegramNotice = Model<'telegramNoticeModel'>;
export type PushNotice = Model<'pushNoticeModel'>;
export type NotificationChat = TelegramNotice['chat'];
export type PushDevice = Model<'pushDeviceModel'>;
export type ShopChat = Model<'shopChatModel'>;
export type ShopChatCode = Model<'shopChatCodeModel'>;
export type AlertBudget = Model<'alertBudgetModel'>;
export type Appointment = Model<'appointmentModel'>;
export type RequestStatus = Appointment['status'];
export type LabBooking = Model<'labBookingModel'>;
export type MedicineOrderItem = Model<'medicineOrderItemModel'>;
export type MedicineOrder = Model<'medicineOrderModel'>;
export type AssistRequest = Model<'assistRequestModel'>;
export type AssistNeed = AssistRequest['need'];
export type RideBooking = Model<'rideBookingModel'>;
export type RideKind = RideBooking['kind'];
export type ServiceRequest = Model<'serviceRequestModel'>;
export type ContactMessage = Model<'contactMessageModel'>;
export type PhoneActivity = Model<'phoneActivityModel'>;
export type PhoneRecord = Model<'phoneRecordModel'>;
export type KnownDevice = Model<'knownDeviceModel'>;
export type ShopActivity = Model<'shopActivityModel'>;
export type DeviceActivity = Model<'deviceActivityModel'>;
export type ReferenceDoc = Model<'referenceModel'>;
export type OrderingTerms = Model<'orderingTermsModel'>;
export type ShopList = Model<'shopListModel'>;
export type ListStatus = Schemas['listStatuses'][number];
export type Quote = Model<'quoteModel'>;
export type QuoteLine = Model<'quoteLineModel'>;
export type QuoteProductLine = Model<'quoteProductLineModel'>;
export type QuoteFreeLine = Model<'quoteFreeLineModel'>;
export type ListMedia = Model<'listMediaModel'>;
export type ShopStates = Model<'shopStatesModel'>;
export type ShopState = ShopStates['states'][string];

export type FeedType = (typeof feedTypes)[number];

/** The ids of the two settings documents in `config`. */
export const configDocs = { ordering: 'ordering', shops: 'shops' } as const;

/** Where each kind of request is stored. */
export const requestCollections = {
  appointment: 'appointments',
  labBooking: 'labBookings',
  medicineOrder: 'medicineOrders',
  assistRequest: 'assistRequests',
  rideBooking: 'rideBookings',
  serviceRequest: 'serviceRequests',
  message: 'messages',
} as const satisfies Record<RequestKind, CollectionName>;

/**
 * The model each collection holds, so a read names its collection and gets
 * its model back: `readOne(collections.doctors, id)` is a `Doctor`.
 */
export interface CollectionModels {
  admins: AdminDoc;
  vendor: VendorDoc;
  delivery: DeliveryDoc;
  shops: Shop;
  products: Product;
  orders: Order;
  openOrders: OpenOrders;
  notifications: NotificationDoc;
  phoneActivity: PhoneActivity;
  shopActivity: ShopActivity;
  deviceActivity: DeviceActivity;
  chatActivity: AlertBudget;
  pushDevices: PushDevice;
  shopChats: ShopChat;
  shopChatCodes: ShopChatCode;
  references: ReferenceDoc;
  riderCash: RiderCash;
  cashLedger: CashLine;
  config: OrderingTerms | ShopStates;
  doctors: Doctor;
  labTests: LabTest;
  directory: DirectoryEntry;
  teachers: TeacherDoc;
  serviceProviders: ServiceProvider;
  feeds: FeedPost;
  emergencyContacts: EmergencyContact;
  neighbourhoods: Neighbourhood;
  shopQr: ShopQr;
  appointments: Appointment;
  labBookings: LabBooking;
  medicineOrders: MedicineOrder;
  assistRequests: AssistRequest;
  rideBookings: RideBooking;
  serviceRequests: ServiceRequest;
  messages: ContactMessage;
  shopLists: ShopList;
  listMedia: ListMedia;
}

export type ModelOf<C extends CollectionName> = CollectionModels[C];

// Every collection has its model, and no model names a collection that is not stored.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const everyCollectionHasItsModel: Exactly<keyof CollectionModels, CollectionName> = true;
