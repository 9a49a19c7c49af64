import { staffAlertHeadlines } from '../../lib/staff-alert-headlines';
import { i18n, params, plural } from '../../lib/i18n';

/** The dashboard and the header around every admin screen. */
export const adminMessages = i18n('staff/admin', {
  documentTitle: 'Admin',
  townAdmin: 'Town admin',
  adminSections: 'Admin sections',
  sections: 'Sections',
  dashboard: 'Dashboard',
  todayInTown: 'Today in town',
  figuresUpdate: 'These figures update by themselves as orders come in.',
  ordersToday: 'Orders today',
  rejectedOrCancelled: plural({
    one: '{count} rejected or cancelled',
    other: '{count} rejected or cancelled',
  }),
  revenueToday: 'Revenue today',
  deliveredSoFar: params('{amount} delivered so far'),
  openOrders: 'Open orders',
  waitingForShop: plural({
    one: '{count} waiting for the shop to accept',
    other: '{count} waiting for the shop to accept',
  }),
  allOrders: 'All orders',
  lowStock: 'Low stock',
  lowStockNote: plural({
    one: 'products with {count} or fewer left',
    other: 'products with {count} or fewer left',
  }),
  stockLeft: plural({ one: '{count} left', other: '{count} left' }),
  products: 'Products',
  unsentAlerts: 'Unsent alerts',
  unsentAlertsNote: 'staff chat messages the bot has not sent yet',
  adminChat: 'admin chat',
  deliveryChat: 'delivery chat',
  labChat: 'lab chat',
  shopChat: 'shop’s chat',
  pushAlert: 'a phone',
  alertSource: params('({chat}, {time})'),
  staffAlerts: 'Staff alerts',
});

/** Every admin section's list, search, filter, delete and create / edit form. */
export const adminRecordMessages = i18n('staff/admin-records', {
  documentTitle: params('{section} · Admin'),
  edit: 'Edit',
  editNamed: params('Edit {title}'),
  delete: 'Delete',
  deleteNamed: params('Delete {title}'),
  deleted: params('Deleted “{title}”.'),
  addRecord: params('Add {record}'),
  dismiss: 'Dismiss',
  search: 'Search',
  clear: 'Clear',
  all: 'All',
  nothingMatches: 'Nothing matches',
  tryAnotherSearch: 'Try another search, or show all.',
  noneYet: params('No {records} yet'),
  addTheFirst: params('Add the first {record} with the button above.'),
  showHereAsTheyCome: 'They will show here as they come in.',
  moreRecords: params('More {records}'),
  deleteThis: params('Delete this {record}?'),
  keepIt: 'Keep it',
  removedForGood: params('“{title}” will be removed for good.'),
  notFoundTitle: 'Not found · Admin',
  noSuchSection: 'There is no such admin section',
  goToDashboard: 'Go to the dashboard',
  pickASection: 'Pick a section from the list above.',
  newRecord: params('New {record}'),
  optionalField: params('{label} (optional)'),
  /** Under a Bengali or Hindi form of a text: what a customer reads while it is empty. */
  shownWhenEmpty: params('Shown when empty: {text}'),
  choose: 'Choose…',
  added: params('Added “{title}”.'),
  saved: params('Saved “{title}”.'),
  saving: 'Saving…',
  saveChanges: 'Save changes',
  cancel: 'Cancel',
});

/** An order's buttons and details on the orders screen. */
export const adminOrderMessages = i18n('staff/admin-orders', {
  accept: 'Accept',
  markReady: 'Mark ready',
  pickedUp: 'Picked up',
  delivered: 'Delivered',
  reject: 'Reject…',
  cancel: 'Cancel…',
  notDelivered: 'Not delivered…',
  nowStatus: params('Order {number} is now “{status}”.'),
  deliveryPersonFor: params('Delivery person for order {number}'),
  noDeliveryPerson: 'No delivery person',
  givenTo: params('Order {number} is given to {name}.'),
  givenToThem: params('Order {number} is given to them.'),
  nobodyDelivers: params('Order {number} has no delivery person now.'),
  assign: 'Assign',
  rejectOrder: params('Reject order {number}?'),
  cancelOrder: params('Cancel order {number}?'),
  rejectTheOrder: 'Reject the order',
  cancelTheOrder: 'Cancel the order',
  notDeliveredOrder: params('Order {number} could not be delivered?'),
  notDeliveredConfirm: 'Yes, it was not delivered',
  keepIt: 'Keep it',
  backIntoStock: 'The items go back into the shop’s stock.',
  items: 'Items',
  bill: params('Items {subtotal} + delivery {fee} ='),
  cashOnDelivery: ', cash on delivery',
  customer: 'Customer',
  landmark: params('(landmark: {landmark})'),
  inNeighbourhood: params('· {neighbourhood}'),
  note: params('Note: {note}'),
  deliveryBy: params('Delivery: {name}'),
  deliveryNobodyYet: 'Delivery: nobody yet',
  reason: params('Reason: {reason}'),
  history: 'History',
  linesChanged: 'Items changed before accepting',
  aDeliveryPerson: 'a delivery person',
});

/** Deactivating and reactivating a vendor or delivery person. */
export const adminStaffMessages = i18n('staff/admin-staff', {
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  canSignInAgain: params('{name} can sign in again.'),
  isDeactivated: params('{name} is deactivated.'),
  deactivateNamed: params('Deactivate {name}?'),
  cannotSignIn: 'From now on they cannot sign in or see any order, until you reactivate them.',
});

/** The dashboard's delivery fees and open-orders limit. */
export const adminSettingsMessages = i18n('staff/admin-settings', {
  title: 'Delivery and limits',
  deliveryFee: 'Delivery fee (₹)',
  deliveryFeeHint: 'Added to an order below the free-delivery amount.',
  freeDeliveryAbove: 'Free delivery from (₹)',
  freeDeliveryAboveHint: 'Orders of at least this much are delivered free.',
  openOrdersPerPhone: 'Open orders per phone',
  openOrdersPerPhoneHint: 'Cash-on-delivery orders one number may have on the way at once.',
  remindAfterMinutes: 'Remind the shop after (minutes)',
  remindAfterMinutesHint:
    'An order the shop has not accepted rings again on its screen and in the staff chats.',
  callAdminAfterMinutes: 'Call the admin after (minutes)',
  callAdminAfterMinutesHint:
    'The order goes to the top of the dashboard, with the shop’s phone to call.',
  giveUpAfterMinutes: 'Cancel after (minutes)',
  giveUpAfterMinutesHint:
    'The order is cancelled with the reason “The shop did not answer”, and the stock goes back.',
  quoteHours: 'A shop’s price holds for (hours)',
  quoteHoursHint:
    'How long a customer has to confirm the price a shop gave their list, before it expires.',
  laterThanReminder: params('More minutes than the reminder’s {minutes}, please.'),
  laterThanCallAdmin: params('More minutes than the {minutes} to call the admin, please.'),
  wholeNumber: params('A whole number from {min} to {max}.'),
  amountBetween: params('An amount from {min} to {max}, with at most two digits of paise.'),
  saved: 'Saved. Checkout uses these from now on.',
  saving: 'Saving…',
  save: 'Save',
  tryAgain: 'Try again',
});

/** A shop's hours and UPI QR photo in the admin's shop list and form. */
export const adminHoursMessages = i18n('staff/admin-hours', {
  openingHours: 'Opening hours:',
  qrPhotoOf: params('UPI QR photo of {shop}'),
  hoursOnceAdded:
    'Opening hours are set once the shop is added: its form then opens again, with the hours under it.',
  setHoursNow: 'Now set its opening hours below, so customers know when it takes orders.',
});

/** Each staff alert in one line (lib/staff-alert-headlines), as the dashboard and the alerts list say it. */
export const alertHeadlineMessages = i18n('staff/admin-alert-headlines', staffAlertHeadlines);

/** /admin/orders?order=<id>: the order a tapped notification named, above the list. */
export const askedOrderMessages = i18n('staff/admin-asked-order', {
  askedOrder: 'The order you were told about',
  askedOrderGone: 'The order you were told about could not be found.',
});
