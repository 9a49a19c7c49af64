/**
 * What is stored where. One collection per kind of document; the shapes here
 * are what both backends store and what `firestore.rules` checks. Timestamps
 * are `Date`s at the port. Money is whole rupees (numbers); phones are the
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
  /** Per-phone order summaries, id = phone digits; readable by id, never listable; written by the server only. */
  orderLookups: 'orderLookups',
  /** Outbox for staff alerts, written by the server only; a Cloud Function sends each to Telegram once. */
  notifications: 'notifications',
  /** Per-phone request counts for the daily limit; the server's own, nobody else reads them. */
  phoneActivity: 'phoneActivity',
  /** Public settings documents: `ordering` (fees, limits; admins write) and `shops` (the server keeps it). */
  config: 'config',
  doctors: 'doctors',
  labTests: 'labTests',
  directory: 'directory',
  teachers: 'teachers',
  serviceProviders: 'serviceProviders',
  feeds: 'feeds',
  emergencyContacts: 'emergencyContacts',
  appointments: 'appointments',
  labBookings: 'labBookings',
  medicineOrders: 'medicineOrders',
  assistRequests: 'assistRequests',
  rideBookings: 'rideBookings',
  serviceRequests: 'serviceRequests',
  messages: 'messages',
} as const;

export type CollectionName = (typeof collections)[keyof typeof collections];

export type ShopType = 'grocery' | 'bazaar' | 'food' | 'onlineShop' | 'pharmacy';
export const shopTypes: readonly ShopType[] = [
  'grocery',
  'bazaar',
  'food',
  'onlineShop',
  'pharmacy',
];

export interface AdminDoc {
  name: string;
  email: string;
  /** The admin role value from settings (default 'admin'). */
  role: string;
}

export interface StaffDoc {
  name: string;
  phone: string;
  active: boolean;
  /** Vendors only: their shop and its type (the `{category}` in /vendor/{category}). */
  shopId?: string;
  category?: string;
}

export interface Shop {
  name: string;
  /** The name in Bengali and in Hindi, when known (lib/local-name shows the one on screen). */
  nameBn?: string;
  nameHi?: string;
  type: ShopType;
  address: string;
  area: string;
  phone: string;
  /** Image URL (local path in demo mode). */
  image: string;
  open: boolean;
  /** Opening hours as people say them, e.g. "8 am – 9 pm". */
  hours: string;
  description: string;
  /** Lower-cased word prefixes for search (every name, type, area: lib/search-words). */
  keywords: string[];
}

export interface Product {
  shopId: string;
  shopName: string;
  name: string;
  /** The name in Bengali and in Hindi, when known (lib/local-name shows the one on screen). */
  nameBn?: string;
  nameHi?: string;
  /** Catalog category, e.g. "Vegetables", "Snacks", "Medicines". */
  category: string;
  price: number;
  /** "1 kg", "500 g", "1 piece", "strip of 10". */
  unit: string;
  stock: number;
  image: string;
  description: string;
  keywords: string[];
}

export type OrderStatus =
  'placed' | 'accepted' | 'ready' | 'outForDelivery' | 'delivered' | 'rejected' | 'cancelled';

export interface OrderLine {
  productId: string;
  name: string;
  unit: string;
  price: number;
  quantity: number;
}

export interface Order {
  /** Short human number shown to people, e.g. "TS-4821". */
  number: string;
  /** Code printed on the thank-you page; unlocks details on another device. */
  code: string;
  shopId: string;
  shopName: string;
  lines: OrderLine[];
  /** productId → quantity, so rules can match each stock decrement to this order. */
  quantities: { [productId: string]: number };
  subtotal: number;
  deliveryFee: number;
  total: number;
  customerName: string;
  phone: string;
  address: string;
  landmark: string;
  note: string;
  payment: 'cod';
  status: OrderStatus;
  /** The browser secret of the browser that placed it ("my recent orders"). */
  browserTag: string;
  deliveryUid: string | null;
  /** Why it was rejected or cancelled by the shop or an admin, for the customer; null otherwise. */
  reason: string | null;
  createdAt: Date;
  updatedAt: Date;
  history: { status: OrderStatus; at: Date }[];
}

/** What anyone who types a phone number may see: no shop, names, addresses or items. */
export interface OrderSummary {
  number: string;
  status: OrderStatus;
  total: number;
  createdAt: Date;
}

/** orderLookups/{phone}: that phone's order summaries keyed by order number. */
export interface OrderLookup {
  entries: { [orderNumber: string]: OrderSummary };
}

/** A day of the week as stored: short English names, in the order of Date.getDay(). */
export type Weekday = 'Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat';

export interface Doctor {
  name: string;
  /** The name in Bengali and in Hindi, when known (lib/local-name shows the one on screen). */
  nameBn?: string;
  nameHi?: string;
  degree: string;
  speciality: string;
  kind: 'specialist' | 'general';
  chamber: string;
  /** The days of the week the doctor sits at the chamber (lib/sitting-days reads and words them). */
  weekdays: Weekday[];
  /** Only some weeks of the month: [2, 4] for "every 2nd and 4th Sunday". Absent or empty: every week. */
  weeksOfMonth?: number[];
  hours: string;
  fee: number;
  phone: string;
}

export interface LabTest {
  name: string;
  /** The name in Bengali and in Hindi, when known (lib/local-name shows the one on screen). */
  nameBn?: string;
  nameHi?: string;
  price: number;
  sampleType: string;
  reportIn: string;
  description: string;
}

export interface DirectoryEntry {
  /** hospital, nursingHome, diagnosticCentre, bloodBank, … */
  type: string;
  name: string;
  /** The name in Bengali and in Hindi, when known (lib/local-name shows the one on screen). */
  nameBn?: string;
  nameHi?: string;
  address: string;
  phone: string;
  hours: string;
}

export interface TeacherDoc {
  name: string;
  /** The name in Bengali and in Hindi, when known (lib/local-name shows the one on screen). */
  nameBn?: string;
  nameHi?: string;
  /** "All subjects" for a tutor who takes every subject of their classes. */
  subjects: string[];
  /** "Class 5", one a class; older records may hold a range as typed ("Classes 1–4", "9-12"). */
  classes: string[];
  phone: string;
  area: string;
  qualification: string;
  fee: number;
}

export interface ServiceProvider {
  /** electrician, plumber, carpenter, … */
  type: string;
  name: string;
  /** The name in Bengali and in Hindi, when known (lib/local-name shows the one on screen). */
  nameBn?: string;
  nameHi?: string;
  phone: string;
  area: string;
  experience: string;
  rating: number;
}

export type FeedType = 'news' | 'jobs' | 'events' | 'offers' | 'notices';
export const feedTypes: readonly FeedType[] = ['news', 'jobs', 'events', 'offers', 'notices'];

export interface FeedPost {
  type: FeedType;
  title: string;
  /** The title in Bengali and in Hindi, when known (lib/local-name shows the one on screen). */
  titleBn?: string;
  titleHi?: string;
  body: string;
  publishedAt: Date;
  link?: string;
}

export interface EmergencyContact {
  /** One of the six emergency routes: police, fire, ambulance, transport, hospital, wbsedcl. */
  service: string;
  name: string;
  phone: string;
  note: string;
}

export type NotificationChat = 'admin' | 'delivery' | 'lab';

export interface NotificationDoc {
  chat: NotificationChat;
  text: string;
  /** What the message is about, e.g. "orders/abc123". */
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
}

// ---- Visitor bookings and requests --------------------------------------
// Created by anyone (firestore.rules checks each shape: exactly these keys,
// bounded text, status 'new', createdAt == request.time); read and moved on
// by admins only. Days are 'YYYY-MM-DD' in the town's local calendar.

/** A request starts 'new'; staff move it on from their screens. */
export type RequestStatus = 'new' | 'confirmed' | 'done' | 'cancelled';

export interface Appointment {
  patientName: string;
  phone: string;
  doctorId: string;
  doctorName: string;
  date: string;
  note: string;
  status: RequestStatus;
  createdAt: Date;
}

/** A home sample collection for one or more lab tests. */
export interface LabBooking {
  patientName: string;
  phone: string;
  address: string;
  date: string;
  /** Start of the one-hour collection slot, town time 'HH:MM' (lib/lab-slots). */
  slot: string;
  testIds: string[];
  testNames: string[];
  /** Sum of the listed prices when booked, whole rupees. */
  total: number;
  status: RequestStatus;
  createdAt: Date;
}

export interface MedicineOrderItem {
  name: string;
  quantity: number;
}

/** Medicines typed by name for a prescription; a pharmacy calls back with the price. */
export interface MedicineOrder {
  name: string;
  phone: string;
  address: string;
  items: MedicineOrderItem[];
  note: string;
  status: RequestStatus;
  createdAt: Date;
}

export type AssistNeed = 'bed' | 'ambulance' | 'blood';

/** A plea for a hospital bed, an ambulance or blood (the mediAssist form). */
export interface AssistRequest {
  need: AssistNeed;
  /** Only for blood ('A+', 'O-', …); '' otherwise or when unknown. */
  bloodGroup: string;
  patientName: string;
  phone: string;
  details: string;
  status: RequestStatus;
  createdAt: Date;
}

export type RideKind = 'toto' | 'car';

export interface RideBooking {
  kind: RideKind;
  name: string;
  phone: string;
  pickup: string;
  drop: string;
  date: string;
  /** 'HH:MM', 24-hour, local. */
  time: string;
  passengers: number;
  note: string;
  status: RequestStatus;
  createdAt: Date;
}

export interface ServiceRequest {
  /** electrician, plumber, … (the `{type}` of /service/{type}). */
  serviceType: string;
  /** '' when any provider of the type will do. */
  providerId: string;
  providerName: string;
  name: string;
  phone: string;
  address: string;
  date: string;
  details: string;
  status: RequestStatus;
  createdAt: Date;
}

// ---- Settings documents -------------------------------------------------

/** config/ordering: what checkout charges and allows; admins change it, everyone reads it. */
export interface OrderingTerms {
  /** Rupees added to an order below `freeDeliveryAbove`. */
  deliveryFee: number;
  freeDeliveryAbove: number;
  /** Cash-on-delivery orders one phone may have on their way at once. */
  openOrdersPerPhone: number;
}

export type ShopState = 'open' | 'closed' | 'removed';

/** config/shops: every shop's state, kept by the server from the shop documents, so a list of products needs one extra read. */
export interface ShopStates {
  states: { [shopId: string]: ShopState };
}

/** The ids of the two settings documents in `config`. */
export const configDocs = { ordering: 'ordering', shops: 'shops' } as const;

// ---- What visitors send (the server adds names and prices from the database) --

export type RequestKind =
  | 'appointment'
  | 'labBooking'
  | 'medicineOrder'
  | 'assistRequest'
  | 'rideBooking'
  | 'serviceRequest'
  | 'message';

export interface RequestFields {
  appointment: Pick<Appointment, 'patientName' | 'phone' | 'doctorId' | 'date' | 'note'>;
  labBooking: Pick<LabBooking, 'patientName' | 'phone' | 'address' | 'date' | 'slot' | 'testIds'>;
  medicineOrder: Pick<MedicineOrder, 'name' | 'phone' | 'address' | 'items' | 'note'>;
  assistRequest: Pick<AssistRequest, 'need' | 'bloodGroup' | 'patientName' | 'phone' | 'details'>;
  rideBooking: Pick<
    RideBooking,
    'kind' | 'name' | 'phone' | 'pickup' | 'drop' | 'date' | 'time' | 'passengers' | 'note'
  >;
  serviceRequest: Pick<
    ServiceRequest,
    'serviceType' | 'providerId' | 'name' | 'phone' | 'address' | 'date' | 'details'
  >;
  message: Pick<ContactMessage, 'name' | 'phone' | 'message'>;
}

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

/** A message from the contact form. */
export interface ContactMessage {
  name: string;
  phone: string;
  message: string;
  status: RequestStatus;
  createdAt: Date;
}

/** A stored document's fields plus its id, as screens use them. */
export type WithId<T> = T & { id: string };

/** phoneActivity/{phone}: when a phone last sent requests, for the daily limit (the server's own). */
export interface PhoneActivity {
  /** Milliseconds since 1970, newest last. */
  requestTimes: number[];
}

/**
 * The model each collection holds, so a read names its collection and gets
 * its model back: `readOne(collections.doctors, id)` is a `Doctor`.
 */
export interface CollectionModels {
  admins: AdminDoc;
  vendor: StaffDoc;
  delivery: StaffDoc;
  shops: Shop;
  products: Product;
  orders: Order;
  orderLookups: OrderLookup;
  notifications: NotificationDoc;
  phoneActivity: PhoneActivity;
  config: OrderingTerms | ShopStates;
  doctors: Doctor;
  labTests: LabTest;
  directory: DirectoryEntry;
  teachers: TeacherDoc;
  serviceProviders: ServiceProvider;
  feeds: FeedPost;
  emergencyContacts: EmergencyContact;
  appointments: Appointment;
  labBookings: LabBooking;
  medicineOrders: MedicineOrder;
  assistRequests: AssistRequest;
  rideBookings: RideBooking;
  serviceRequests: ServiceRequest;
  messages: ContactMessage;
}

export type ModelOf<C extends CollectionName> = CollectionModels[C];

// Every collection has its model, and no model names a collection that is not stored.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const everyCollectionHasItsModel: Exactly<keyof CollectionModels, CollectionName> = true;
