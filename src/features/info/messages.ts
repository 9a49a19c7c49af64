import { i18n, params, plural } from '../../lib/i18n';

/** /aboutUs. */
export const aboutMessages = i18n('directory/info-about', {
  title: 'About us',
  lead: params(
    '{app} puts the whole town in your pocket: the shops you already know, the doctors and labs you trust, rides, repairs and the numbers to call when something goes wrong.',
  ),
  howOrderingWorks: 'How ordering works',
  orderingBefore:
    'Pick a shop, fill your cart and order with your name, phone and address — no account, no password. The shop accepts the order, a local delivery person brings it, and you pay cash on delivery. Look your order up at any time on',
  findOrder: 'Find Order',
  orderingAfter: 'with the same phone number.',
  whoIsBehind: 'Who is behind it',
  whoText:
    "A small team from the town runs the service with the shopkeepers and delivery partners you meet at the door. Every shop is visited before it is listed, and prices are the shop's own.",
  everyPhone: 'Made for every phone',
  everyPhoneText:
    'The app is small and quick on mobile data, and the emergency numbers work even with no connection at all.',
  wantListed: 'Want your shop or service listed?',
  writeToUs: 'Write to us',
});

/** /privacy. */
export const privacyMessages = i18n('directory/info-privacy', {
  title: 'Privacy',
  lead: 'What we keep, why, and who can see it — in plain words.',
  whatYouGive: 'What you give us',
  whatYouGiveText:
    'When you order or book, we keep your name, phone number, address and what you asked for. The shop, the delivery person and our staff see them only to fulfil that order or booking.',
  findingOrder: 'Finding your order',
  findingOrderText:
    'Anyone who types your phone number on Find Order sees only the order number, date, status and total — never your name, address or items. Those show only in the browser you ordered from, or to someone who also has the order code from your thank-you page.',
  listsTitle: 'Lists and prescriptions',
  listsText: params(
    'A photo of a prescription is health data. A list you send a shop — its photo, voice note and typed lines — is read by that shop’s staff, to price it, and by our town desk when a shop does not answer; with your phone number, its code from the thank-you page opens it for you. The list, its photo and its voice note are deleted {days} days after you send it. Once you confirm the shop’s price, the order keeps only what you bought, as any order does.',
  ),
  onYourPhone: 'What stays on your phone',
  onYourPhoneText:
    "Your cart, your delivery address and contact (so you need not type them again), and a random code that lets this browser show your recent orders. Clearing the browser's data removes them.",
  neverDo: 'What we never do',
  neverDoText:
    'We do not sell or share your details with advertisers, and we do not track you across other sites.',
  correctBefore: 'To have your details corrected or removed,',
  contactUs: 'contact us',
  correctAfter: '.',
});

/** /comingSoon. */
export const comingSoonMessages = i18n('directory/info-coming-soon', {
  title: 'Coming soon',
  topicComingSoon: params('{topic}: coming soon'),
  lead: 'Nothing is listed here yet — we are signing up the first shops and providers. Know one that should be here? Tell us and we will call them.',
  suggest: 'Suggest a shop or service',
  backHome: 'Back to home',
});

/** /contact: the help desk and the message form. */
export const contactMessages = i18n('directory/info-contact', {
  title: 'Contact us',
  lead: 'Questions about an order, a shop you would like to see here, or a correction? We answer every message, usually the same day.',
  reachUs: 'Reach us',
  helpDesk: 'Help desk, 9 am – 8 pm every day:',
  writeTo: 'Write to',
  office: 'Office: Station Road, next to the post office.',
  inAnEmergency: 'In an emergency',
  emergencyBefore: 'Do not wait for a reply — call',
  emergencyMiddle: '(police, fire, ambulance) or',
  emergencyAfter: 'for an ambulance.',
  sent: 'Message sent',
  thanks: params('Thank you, {name}. We will call or message you on {phone}.'),
  sendAnother: 'Send another message',
  sendUs: 'Send us a message',
  name: 'Name',
  phoneHint: 'We call you back on this number.',
  message: 'Message',
  messageHint: plural({ one: 'Up to {count} character.', other: 'Up to {count} characters.' }),
  sending: 'Sending…',
  send: 'Send message',
});
