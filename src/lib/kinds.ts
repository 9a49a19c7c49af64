/**
 * The fixed lists the models choose from, and the shape every read document
 * takes: plain values and types, which both the schemas and the model types
 * (./models) build on, so neither has to import the other.
 */
export const shopTypes = ['grocery', 'bazaar', 'food', 'onlineShop', 'pharmacy'] as const;

/** The six emergency services under /emergency. */
export const emergencyServices = [
  'police',
  'fire',
  'ambulance',
  'transport',
  'hospital',
  'wbsedcl',
] as const;
export type EmergencyService = (typeof emergencyServices)[number];

export const feedTypes = ['news', 'jobs', 'events', 'offers', 'notices'] as const;

/** A day of the week as stored: short English names, in the order of Date.getDay(). */
export const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** What a request for medical help asks for. */
export const assistNeeds = ['bed', 'ambulance', 'blood'] as const;

/** The kinds of request a visitor sends (`submitRequest`), each stored in its own collection. */
export const requestKinds = [
  'appointment',
  'labBooking',
  'medicineOrder',
  'assistRequest',
  'rideBooking',
  'serviceRequest',
  'message',
] as const;

export type RequestKind = (typeof requestKinds)[number];

/** A stored document's fields plus its id, as screens use them. */
export type WithId<T> = T & { id: string };

/** Staff kinds that sign in with a phone number and have a staff document. */
export type StaffKind = 'vendor' | 'delivery';
