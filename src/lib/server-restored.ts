import { collections } from './models';

/**
 * What only the server may write, which it restores for an admin through the
 * `restoreServerRecords` call after checking it (src/server/restore-records):
 * the orders and their numbers, each phone's memory, the riders' cash and
 * its ledger. Here alone, so the call's schema and the town file (./town-file)
 * name the same collections without loading each other.
 */
export const serverRestoredCollections = [
  collections.orders,
  collections.openOrders,
  collections.references,
  collections.phoneActivity,
  collections.riderCash,
  collections.cashLedger,
] as const;

export type ServerRestoredCollection = (typeof serverRestoredCollections)[number];

export const isServerRestored = (collection: string): collection is ServerRestoredCollection =>
  (serverRestoredCollections as readonly string[]).includes(collection);
