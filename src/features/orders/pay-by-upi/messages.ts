import { i18n, params } from '../../../lib/i18n';

/** "Pay by UPI" after ordering: the link or QR code, and what the shop does before it counts as paid. */
export const payByUpiMessages = i18n('town/orders-upi', {
  title: 'Pay by UPI, if you like',
  lead: params('{shop} takes UPI. You can pay {amount} now instead of cash at the door.'),
  nothingKnownYet:
    'We cannot see UPI payments. The shop checks its UPI app and then marks the order paid; until it does, the order stays cash on delivery, so show the payment on your phone to the delivery person.',
  openApp: params('Pay {amount} with my UPI app'),
  scanWithPhone: 'Scan this code with the UPI app on your phone:',
  qrLabel: params('QR code to pay {amount} to {shop} by UPI'),
  drawingQr: 'Drawing the QR code…',
  qrFailed: 'The QR code could not be drawn. Pay to the UPI id below instead.',
  upiId: params('UPI id: {upiId}'),
  orderNumberAsNote: params('Write {number} in the note, so the shop knows the payment.'),
  example: 'This is the demo town’s example UPI id. It cannot receive money, so do not pay it.',
  shopQr: 'The shop’s own QR code (type the amount yourself)',
  shopQrAlt: params('The UPI QR code of {shop}'),
  paidByUpi: 'Paid by UPI',
  paidMarkedByShop: 'Paid by UPI: the shop has seen your payment in its UPI app.',
  paidMarkedByRider: 'Paid by UPI: the delivery person has seen your payment.',
  paidMarkedByTown: 'Paid by UPI: the town desk has seen your payment.',
});
