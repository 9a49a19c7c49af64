import { i18n, params, plural } from '../../lib/i18n';

/** The vendor's screen: their shop's switch, the order lists, the sign-in checks. */
export const vendorMessages = i18n('staff/vendor', {
  shopOrders: 'Shop orders',
  newOrdersTitle: plural({ one: '({count}) New orders', other: '({count}) New orders' }),
  newOrdersNews: plural({ one: 'New order {numbers}', other: 'New orders {numbers}' }),
  soundAsk: 'Tap to hear new orders',
  signedInAs: params('Signed in as {name}'),
  tryAgain: 'Try again',

  // The shop's open/closed switch
  openTakingOrders: 'Open: taking orders',
  closed: 'Closed',
  customersCanOrder: 'Customers can order from your shop now.',
  customersCanOnlyLook: 'Customers can look, but cannot order.',
  closeShop: 'Close the shop',
  openShop: 'Open the shop',

  // Tabs
  yourShop: 'Your shop',
  ordersTab: 'Orders',
  newCount: plural({ one: '{count} new', other: '{count} new' }),
  stockTab: 'Stock and prices',

  // Orders
  notArriving: 'New orders are not arriving until this works again.',
  loadingOrders: 'Loading your orders…',
  newSection: 'New',
  noNewOrders: 'No new orders right now. They appear here by themselves.',
  preparingSection: 'Preparing',
  readySection: 'Ready for pick-up',
  finishedOrders: 'Finished and on the way',
  noFinishedOrders: 'No order has left the shop yet.',
  moreFinished: 'More finished orders',
  upiCheckSection: 'A rider says the customer paid by UPI: check your UPI app',

  // Stock and prices
  productsLead:
    'Change a price or the stock left, then tap Save. At stock 0 customers see “Out of stock”.',
  noProducts: 'No products yet',
  askAdminToAdd: 'Ask the admin to add what your shop sells.',
  moreProducts: 'More products',

  // Problems and who may see the screen
  shopNotOpened: 'We could not open your shop',
  shopGone: 'Your shop is no longer listed. Please call the admin.',
  checkFailed: 'We could not check who is signed in',
  accountOff: 'Your vendor account is switched off',
  callAdminToSwitchOn: 'Please call the admin to switch it on again.',
  notForYou: 'This screen is for vendors',
  notAVendor:
    'You are signed in, but not as a vendor. Sign out, then sign in with your shop’s mobile number.',
  noShopLinked: 'No shop is linked to your account yet',
  askAdminToLink: 'Please ask the admin to link your shop, then sign in again.',
});

/** One order in the vendor's inbox, and the rejection dialog. */
export const vendorOrderMessages = i18n('staff/vendor-order', {
  order: params('Order {number}'),
  cashOnDelivery: 'cash on delivery',
  deliverTo: 'Deliver to',
  landmark: params('(landmark: {landmark})'),
  inNeighbourhood: params('· {neighbourhood}'),
  callCustomer: params('Call {phone}'),
  note: params('Note: {note}'),
  courierComing: 'A delivery person is coming to collect it.',
  waitingForCourier: 'Packed: waiting for a delivery person.',
  accept: 'Accept',
  markReady: 'Mark ready',
  reject: 'Reject',
  rejectTitle: params('Reject order {number}?'),
  rejectConfirm: 'Reject the order',
  keepIt: 'Keep it',
});

/** One product's stock and price, and their checks. */
export const productEditorMessages = i18n('staff/vendor-stock', {
  nowAt: plural({
    one: '{unit} · now {price}, {count} in stock',
    other: '{unit} · now {price}, {count} in stock',
  }),
  price: 'Price (₹)',
  stock: 'Stock',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved.',
  stockNotWhole: 'Stock is a whole number, 0 or more, typed in digits.',
  stockTooMany: params('A shop can keep at most {max} of one product; check the number.'),
  priceNotNumber: 'Price is in rupees, 0 or more, typed in digits.',
  priceTwoDecimals: 'Use at most two digits after the point.',
  priceTooHigh: params('A price can be at most {max}; check the number.'),
  priceChangeTitle: params('Change the price of {name}?'),
  priceChangeYes: params('Yes, {price}'),
  priceChangeNo: 'No, let me fix it',
  priceFree: params('Customers would get {name} for free (it is {price} now).'),
  priceJump: params(
    'That is a big change: from {from} to {to}. Customers see the new price at once.',
  ),
});

/** The vendor's side of a shop's hours: the switch when the hours keep it closed, and where the hours are kept. */
export const vendorHoursMessages = i18n('staff/vendor-hours', {
  closedByHours: 'Closed by your hours',
  hoursAndDaysOff: 'Opening hours and days off',
  changeHours: 'Change opening hours',

  // When the shop opens again, said before and after "Close the shop"
  whenToday: params('today at {time}'),
  whenTomorrow: params('tomorrow at {time}'),
  whenOn: params('on {day} at {time}'),
  opensByItself: params('It opens again by itself {when}.'),
  staysClosed: 'It stays closed until you open it again.',
  closeReopens: params('If you close it now, it opens again by itself {when}.'),
  closeStaysClosed: 'If you close it now, it stays closed until you open it again.',

  // Extra hours for one day
  openForExtraHours: 'Open: extra hours today',
  openEarly: 'Open now, outside your hours',
  stayLate: 'Stay open later today',
  endExtra: 'Back to your usual hours',
  openEarlyTitle: 'Open now, outside your hours?',
  stayLateTitle: 'Stay open later today?',
  extraUntil: 'Take orders until',
  extraHint: params(
    'For this once only: your usual hours stay as they are. At most {hours} hours from now.',
  ),
  extraTimeMissing: 'Choose the time to stop taking orders.',
  extraConfirm: 'Take orders until then',
  notNow: 'Not now',
});
