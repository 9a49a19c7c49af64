import { i18n, params, plural } from '../../lib/i18n';

// Kept apart from ../messages, which every page loads: only the vendor and delivery screens show a slip.

/** An order as a slip to pack by (./order-slip): the vendor prints it, the delivery person reads it. */
export const orderSlipMessages = i18n('staff/order-slip', {
  slipOf: params('Slip of order {number}'),
  orderNumber: params('Order {number}'),
  item: 'Item',
  /** Written before the item, as a receipt roll has room for: "2 × Masoor Dal". */
  lineQuantity: plural({ one: '{count} × {name}', other: '{count} × {name}' }),
  amount: 'Amount',
  eachPrice: params('{unit} · {price} each'),
  /** A line with no unit: one the shop priced outside its catalogue (a list's quote). */
  priceEach: params('{price} each'),
  itemsTotal: 'Items',
  delivery: 'Delivery',
  free: 'Free',
  total: 'Total',
  payment: 'Payment: cash on delivery',
  paidByUpi: 'Payment: paid by UPI. Collect no cash.',
  deliverTo: 'Deliver to',
  landmark: params('Landmark: {landmark}'),
  neighbourhood: params('Neighbourhood: {neighbourhood}'),
  note: params('Note: {note}'),
});

/** Printing a slip (./print-slip): the paper, remembered on this device, and the browser's print. */
export const printSlipMessages = i18n('staff/print-slip', {
  print: 'Print',
  printOrder: params('Print order {number}'),
  paper: 'Paper',
  roll58: '58 mm roll (receipt printer)',
  a6: 'A6 (postcard size)',
  a4: 'A4 (full page)',
  printNow: 'Print',
  close: 'Close',
});
