import { i18n, params } from '../../lib/i18n';
import { reasonInEnglish } from '../../lib/order-reasons';

// Kept apart from ./messages, which every page loads: only order screens say why an order stopped.

/** Why an order stopped (lib/order-reasons), and how the staff's own words are shown beside it. */
export const reasonMessages = i18n('town/reasons', {
  ...reasonInEnglish,
  other: 'Another reason',
  reasonIs: params('Reason: {reason}'),
  shopsWords: params('In the shop’s words: “{words}”'),
  couriersWords: params('In the delivery person’s words: “{words}”'),
  staffsWords: params('In the town desk’s words: “{words}”'),
});

/** Choosing why an order stops (./reason-choice): staff only. */
export const reasonChoiceMessages = i18n('staff/reason-choice', {
  why: 'Why? The customer reads it in their own language.',
  words: 'In your own words (the customer sees them as you write them)',
  wordsForOther: 'In your own words — needed for another reason',
  chooseOne: 'Choose a reason.',
  sayTheOther: 'Say the other reason in a few words.',
  tooLong: params('Please keep it to {max} characters.'),
});
