/**
 * Why an order stopped short of the door, chosen from a short list so the
 * customer reads it in their own language whatever the staff's. A few words
 * of the staff's own may go with any reason, and must with "other"; the
 * customer sees those as the staff wrote them, labelled as theirs.
 */
export const reasonCodes = [
  'outOfStock',
  'shopClosing',
  'tooFar',
  'cannotDeliverToday',
  'customerAsked',
  'customerNotHome',
  'wrongAddress',
  'customerRefused',
  'other',
  /** Only the server gives it, when no one at the shop answered an order in time (src/server/escalation). */
  'shopDidNotAnswer',
] as const;

export type ReasonCode = (typeof reasonCodes)[number];

/** A reason from the list and the staff's own words (empty when none), as staff send it. */
export interface StopReason {
  reasonCode: ReasonCode;
  reason: string;
}

/** The statuses an order stops at with a reason, and the reasons each offers. */
export const reasonsFor = {
  rejected: ['outOfStock', 'shopClosing', 'tooFar', 'cannotDeliverToday', 'other'],
  cancelled: [
    'outOfStock',
    'shopClosing',
    'tooFar',
    'cannotDeliverToday',
    'customerAsked',
    'other',
  ],
  undelivered: ['customerNotHome', 'wrongAddress', 'customerRefused', 'other'],
} as const satisfies Record<string, readonly ReasonCode[]>;

export type StopWithReason = keyof typeof reasonsFor;

export const isStopWithReason = (status: string): status is StopWithReason => status in reasonsFor;

/** The staff's own words: up to 200 characters, at least 3 when the reason is "other". */
export const REASON_WORDS_MAX = 200;
export const REASON_WORDS_MIN_FOR_OTHER = 3;

/** Whether `code` is one `stop` offers, with the words it needs. */
export function isReasonFor(stop: StopWithReason, code: ReasonCode, words: string): boolean {
  const offered: readonly ReasonCode[] = reasonsFor[stop];
  if (!offered.includes(code)) return false;
  return code !== 'other' || words.trim().length >= REASON_WORDS_MIN_FOR_OTHER;
}

/** The reason in the staff chats' English. */
export const reasonInEnglish: Readonly<Record<ReasonCode, string>> = {
  outOfStock: 'Out of stock',
  shopClosing: 'Shop closing',
  tooFar: 'Too far to deliver',
  cannotDeliverToday: 'Cannot deliver today',
  customerAsked: 'The customer asked',
  customerNotHome: 'Customer not at home',
  wrongAddress: 'Address not found',
  customerRefused: 'Customer refused the order',
  other: 'Other',
  shopDidNotAnswer: 'The shop did not answer',
};
