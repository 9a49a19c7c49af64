import { textOf, useMessages } from '../../../lib/i18n';
import { categoryNames, statusMessages } from '../../../lib/messages';
import type { CollectionName } from '../../../lib/models';
import { tradeNames } from '../../../lib/requests/messages';
import { collectionMessages } from '../config/messages';
import type { AdminGroup, CollectionConfig } from '../config/types';
import type { Section, SectionWords } from './kit';
import { appointments } from './appointments';
import { assistRequests } from './assist-requests';
import { contactMessages } from './contact-messages';
import { directory } from './directory';
import { doctors } from './doctors';
import { emergencyContacts } from './emergency-contacts';
import { feeds } from './feeds';
import { labBookings } from './lab-bookings';
import { labTests } from './lab-tests';
import { medicineOrders } from './medicine-orders';
import { neighbourhoods } from './neighbourhoods';
import { orders } from './orders';
import { products } from './products';
import { rideBookings } from './ride-bookings';
import { serviceProviders } from './service-providers';
import { serviceRequests } from './service-requests';
import { shops } from './shops';
import { deliveryPersons, vendors } from './staff';
import { staffAlerts } from './staff-alerts';
import { teachers } from './teachers';

/**
 * What /admin/{type} manages: one file a section (its fields, labels,
 * references, list and spreadsheet columns), listed here in the order the
 * navigation shows them, each group where its first section comes. The
 * engine that draws a section's list and form is ../config and ../components;
 * orders and staff have screens of their own built from the same parts.
 * Adding a section is adding its file and its line here.
 */
const sections: readonly Section[] = [
  orders,
  shops,
  products,
  vendors,
  deliveryPersons,
  doctors,
  labTests,
  directory,
  teachers,
  serviceProviders,
  feeds,
  neighbourhoods,
  emergencyContacts,
  appointments,
  labBookings,
  medicineOrders,
  assistRequests,
  rideBookings,
  serviceRequests,
  contactMessages,
  staffAlerts,
];

/**
 * The collections no section manages, and why (docs/architecture.md,
 * "Adding a collection": every collection has a section or a line here).
 */
export const notManagedHere = {
  admins: 'made by hand, from a computer (npm run town), never from a browser',
  config:
    'settings: the ordering terms have their own form (components/ordering-settings); the shops’ states are the server’s',
  openOrders: 'a phone’s open statuses, kept by the server from its orders',
  phoneActivity: 'the server’s own memory of a phone',
  shopActivity: 'the server’s own budget of a shop’s alerts',
  deviceActivity: 'the server’s own memory of a device',
  chatActivity: 'the server’s own budget of a chat’s alerts',
  references: 'the numbers the server gave out',
  pushDevices: 'who is told on which device: the server’s own',
  shopChats: 'a shop’s Telegram chat, linked by the bot and the vendor',
  shopChatCodes: 'the server’s one-time link codes',
  riderCash:
    'the cash riders hold: the server’s, shown and handed over on the delivery persons’ screen',
  cashLedger: 'every change to a rider’s cash: the server’s, shown on the delivery persons’ screen',
  shopQr: 'a shop’s QR photo, set by the server from the vendor’s or the admin’s photo of it',
  shopLists: 'lists sent to shops: the server’s to write, read on the admin’s own lists screen',
  listMedia: 'a list’s photo or voice note: the server’s, opened with its list',
} as const satisfies Partial<Record<CollectionName, string>>;

let built: { words: SectionWords; table: readonly CollectionConfig[] } | undefined;

/** The table in these words: built once per language, so screens get the same objects back. */
function sectionsIn(words: SectionWords): readonly CollectionConfig[] {
  const parts = ['t', 'categories', 'statuses', 'trades'] as const;
  const same = parts.every((part) => built?.words[part] === words[part]);
  if (!built || !same) built = { words, table: sections.map((make) => make(words)) };
  return built.table;
}

/** Every admin section, in the reader's language (for code outside React and tests). */
export const adminCollections = (): readonly CollectionConfig[] =>
  sectionsIn({
    t: textOf(collectionMessages),
    categories: textOf(categoryNames),
    statuses: textOf(statusMessages),
    trades: textOf(tradeNames),
  });

/** Every admin section, in the reader's language; re-renders when the language changes. */
export function useAdminCollections(): readonly CollectionConfig[] {
  return sectionsIn({
    t: useMessages(collectionMessages),
    categories: useMessages(categoryNames),
    statuses: useMessages(statusMessages),
    trades: useMessages(tradeNames),
  });
}

/** The sections by group, each group where its first section comes in the table. */
export function sectionGroups(
  table: readonly CollectionConfig[],
): [AdminGroup, CollectionConfig[]][] {
  const groups = new Map<AdminGroup, CollectionConfig[]>();
  for (const config of table) {
    groups.set(config.group, [...(groups.get(config.group) ?? []), config]);
  }
  return [...groups.entries()];
}

/** The section `type` names, or null. */
export function adminConfigFor(
  type: string | undefined,
  table: readonly CollectionConfig[] = adminCollections(),
): CollectionConfig | null {
  return table.find((config) => config.type === type) ?? null;
}
