import { i18n } from '../i18n';

/**
 * What the shape checks of ./schemas say when a value is not what its field
 * holds: read when a check fails, so in the reader's language. Only admins
 * type these fields (a record's phone, picture or link), so they are words of
 * the staff part; the mobile's and the day's are in lib/messages, which every
 * visitor's form reads.
 */
export const fieldMessages = i18n('staff/fields', {
  telOrHelpline:
    'Enter a 10-digit mobile, a landline with its STD code (03000 255100), or a short number like 100.',
  telOnly: 'Enter a 10-digit mobile, or a landline with its STD code, for example 03000 255100.',
  pictureAddress:
    'A picture must be a path on this site (/img/…) or a Firebase Storage address (https://firebasestorage.googleapis.com/…).',
  httpsNotHttp: 'The address must start with https:// (with an s). Plain http:// is not accepted.',
  webAddress: 'Enter a web address starting with https://.',
  upiId: 'Enter a UPI id as the UPI app shows it: name@bank, for example annapurna@okaxis.',
  spansOverlap:
    'The second time must start after the first ends, and only the last may run past midnight.',
});
