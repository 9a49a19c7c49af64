import { i18n, params, plural } from '../../lib/i18n';

/** /sendList/:shopId: a list sent to a shop instead of a cart, and its thank-you. */
export const sendListMessages = i18n('lists/send-list', {
  pageTitle: 'Send your list',
  title: params('Send your list to {shop}'),
  lead: 'A photo of your list, a voice note or a few lines: one is enough. The shop replies with the price, and nothing comes until you confirm it. Pay when it arrives.',
  backTo: params('← {shop}'),
  needsPhotoNote: params(
    '{shop} needs a photo of your prescription or list: take one below. You may add a voice note or a few lines too.',
  ),
  closedNote: params('{shop} is closed now. You can send your list when it opens.'),
  yourList: 'Your list',
  typed: 'Or type it',
  typedHint: 'One thing a line, with how much: “2 kg rice”, “Paracetamol 500, 1 strip”.',
  deliverTo: 'Deliver to',
  name: 'Name',
  phoneHint: 'The shop calls this number if it has a question.',
  address: 'Address',
  addressHint: 'House, street and para.',
  neighbourhoodNeeded: 'Please choose your neighbourhood, so the shop knows the fee.',
  landmark: 'Landmark (optional)',
  landmarkExample: 'Near the temple, opposite the school…',
  note: 'Note for the shop (optional)',
  send: 'Send list',
  sending: 'Sending…',
  nothingInIt: 'Add a photo, a voice note or a few lines — one is enough.',
  needsPhoto: params('{shop} needs a photo of your prescription or list.'),
  textTooLong: params('Please keep the typed list to {max} characters, or add a photo instead.'),
  offline:
    'You’re offline. Sending a list needs a connection — what you added stays here, so try again once you’re back online.',
  shopJustClosed: params(
    '{shop} has just closed. Your list stays here: send it when the shop opens.',
  ),
  shopGone: 'This shop is no longer listed, so it cannot take your list.',
  dailyLimit: plural({
    one: 'This number has sent {count} order or list today, the most we take in a day. Call the shop if it is urgent.',
    other:
      'This number has sent {count} orders and lists today, the most we take in a day. Call the shop if it is urgent.',
  }),
  shopNotFound: 'Shop not found',
  shopGoneTitle: 'This shop is no longer listed.',
  backToHome: 'Back to home',
  couldNotOpen: 'Could not open this shop',

  // The thank-you
  sentTitle: 'List sent',
  sentLead: params(
    '{shop} has your list. They will price it, and you confirm before anything is delivered.',
  ),
  whatNext: 'What happens next',
  stepPrice:
    'The shop looks at your list and sends you the price of each thing, with the delivery fee.',
  stepConfirm: 'You see the price in Find Order, and confirm it or say no.',
  stepDeliver: 'Once you confirm, the shop sends it as an order: pay cash or by UPI at the door.',
  trackList: 'Track this list',
  backToShop: params('Back to {shop}'),
});
