/**
 * Where tapping a notification opens the app: a path in the app (never a
 * full address), with the order in view (`?order=<id>`, which each of these
 * screens reads). The server writes them into push notices
 * (src/server/notices.ts), and cannot import src/config, so the paths are
 * written here; notice-links.test.ts holds them to src/config/paths.
 */
const withOrder = (path: string, orderId: string) => `${path}?order=${encodeURIComponent(orderId)}`;

const withList = (path: string, listId: string) => `${path}?list=${encodeURIComponent(listId)}`;

export const noticeLinks = {
  /** The shop's vendor screen, `/vendor/<shop category>`. */
  vendor: (category: string, orderId: string) =>
    withOrder(`/vendor/${encodeURIComponent(category)}`, orderId),
  delivery: (orderId: string) => withOrder('/delivery/screen', orderId),
  admin: (orderId: string) => withOrder('/admin/orders', orderId),
  /** The customer's Find Order for their phone. */
  customer: (phone: string, orderId: string) =>
    withOrder(`/findOrder/${encodeURIComponent(phone)}`, orderId),
  /** A list sent to a shop (issue 37), in view (`?list=<id>`): on the vendor's screen, */
  vendorList: (category: string, listId: string) =>
    withList(`/vendor/${encodeURIComponent(category)}`, listId),
  /** the admin's lists, */
  adminList: (listId: string) => withList('/admin/lists', listId),
  /** and the customer's Find Order. */
  customerList: (phone: string, listId: string) =>
    withList(`/findOrder/${encodeURIComponent(phone)}`, listId),
} as const;
