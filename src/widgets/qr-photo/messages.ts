import { i18n, params } from '../../lib/i18n';

/** A shop's photo of its printed UPI QR code, picked by its vendor or an admin. */
export const qrPhotoMessages = i18n('staff/qr-photo', {
  title: 'Photo of the printed QR code',
  lead: 'Customers who cannot use the link can scan it and type the amount themselves. Take the photo straight on, close enough that the code fills it.',
  choose: 'Choose a photo of the QR code',
  shrinking: 'Making the photo smaller…',
  saved: 'Saved. Customers see it on the Pay by UPI screen.',
  removed: 'Removed.',
  remove: 'Remove the photo',
  removing: 'Removing…',
  none: 'No photo yet.',
  current: params('The QR photo of {shop}'),
  notAPhoto: 'That file is not a photo this browser can open. Choose a JPEG or PNG photo.',
  tooDetailed:
    'That photo stays too large even made smaller. Take it again closer to the code, with nothing else in it.',
});
