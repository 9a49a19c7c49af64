import { i18n, params } from '../../../lib/i18n';

/** The shop's own Telegram chat, on the vendor's shop settings. */
export const shopTelegramMessages = i18n('staff/vendor-telegram', {
  telegramChat: 'Your shop’s Telegram chat',
  lead: 'Link a Telegram chat (your own, or your shop’s group) and your new orders, reminders and cancelled orders arrive there too, even when this page is closed.',
  makeLink: 'Make a link to Telegram',
  making: 'Making the link…',
  openTelegram: 'Open Telegram',
  howToLink: params(
    'Open it on the phone that has Telegram and press Start. The link works once, for {minutes} minutes.',
  ),
  checkAgain: 'I pressed Start: check again',
  linkedTo: params('Linked to “{chat}”. Your shop’s orders arrive there.'),
  linked: 'Linked to a Telegram chat. Your shop’s orders arrive there.',
  unlink: 'Unlink the chat',
  unlinking: 'Unlinking…',
  demoNoTelegram:
    'The Demo has no Telegram bot, so no chat can be linked here. On your town’s own server this links your shop’s Telegram chat.',
  noBotYet: 'Your town has not set up its Telegram bot yet. Ask the admin.',
});
