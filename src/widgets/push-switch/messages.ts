import { i18n } from '../../lib/i18n';

/**
 * What "Tell me on this phone" and "Tell me when the shop answers" say when
 * the phone cannot do it yet: the same for staff and customers, so in the
 * town's words, which every screen has.
 */
export const pushMessages = i18n('town/push', {
  turningOn: 'Turning on…',
  blocked: 'This browser blocks notifications from this app.',
  howToAllow: 'How to allow them again',
  blockedHow:
    'To allow them: tap the lock or ⓘ beside the web address, open Permissions (or Site settings), set Notifications to Allow, then tap “Check again”.',
  checkAgain: 'Check again',
  installFirst: 'On an iPhone, notifications come only from the app on your Home Screen.',
  howToInstall: 'Put it there: two taps',
  installHow:
    'Two taps: Share, then “Add to Home Screen” (iOS 16.4 or later). Open the app from your Home Screen and turn them on there.',
  unsupported:
    'This browser cannot show notifications from the app. The page still shows everything.',
  notSetUp: 'Notifications on the phone are not set up in this town yet.',
  couldNotTurnOn: 'Notifications could not be turned on.',
});

/** The staff's switch: new work rings on this phone, even with the app closed. */
export const staffPushMessages = i18n('staff/push', {
  turnOn: 'Tell me on this phone',
  offNote: 'New work rings on this phone even when the app is closed. Your browser asks first.',
  on: 'On: orders will ring on this phone',
  turnOff: 'Turn off',
  turningOff: 'Turning off…',
});

/** A customer asks to be told about their order on this phone (thank-you page, Find Order). */
export const orderPushMessages = i18n('town/orders-push', {
  turnOn: 'Tell me when the shop answers',
  offNote:
    'This phone tells you when the shop accepts or changes your order, and when it is on its way. Your browser asks first.',
  on: 'On: this phone will tell you when the shop answers, and when your order is on its way.',
});
