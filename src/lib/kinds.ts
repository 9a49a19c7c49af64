/**
 * The fixed lists the models choose from, and the shape every read document
 * takes: plain values and types, which both the schemas and the model types
 * (./models) build on, so neither has to import the other.
 */
export const shopTypes = ['grocery', 'bazaar', 'food', 'onlineShop', 'pharmacy'] as const;

export const feedTypes = ['news', 'jobs', 'events', 'offers', 'notices'] as const;

/** What a request for medical help asks for. */
export const assistNeeds = ['bed', 'ambulance', 'blood'] as const;

/** A stored document's fields plus its id, as screens use them. */
export type WithId<T> = T & { id: string };

/** Staff kinds that sign in with a phone number and have a staff document. */
export type StaffKind = 'vendor' | 'delivery';
