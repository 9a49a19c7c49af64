import type { ServerReason, ServerSentence, ServerSentenceKey } from '../lib/server-sentences';
import { BackendError, type BackendErrorCode } from './types';

/** The sentence a person reads for each failure, in English; never a raw code. */
export const plainMessages: Readonly<Record<BackendErrorCode, string>> = {
  timeout: 'The network is slow right now and the server did not answer in time. Please try again.',
  unavailable: 'We could not reach the server. Check your internet connection and try again.',
  'permission-denied': 'You are not allowed to do that.',
  'not-found': 'We could not find that. It may have been removed.',
  'already-exists': 'That already exists.',
  'failed-precondition': 'That cannot be done right now.',
  'invalid-argument': 'Some of the details are not valid. Please check them and try again.',
  aborted: 'Someone else changed this at the same moment. Please try again.',
  unauthenticated: 'Please sign in first.',
  'resource-exhausted': 'Too many requests right now. Please wait a little and try again.',
  'auth/invalid-credential': 'That phone or email and password do not match an account.',
  'auth/email-already-in-use': 'An account with that email or phone already exists.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your internet connection and try again.',
  'auth/weak-password': 'That password is too weak. Please choose a longer one.',
  'auth/invalid-email': 'That email address is not valid.',
  unknown: 'Something went wrong. Please try again.',
};

/** Said instead of a network failure while the browser knows it has no connection. */
export const offlineMessage =
  "You're offline. This needs a connection — check your mobile data or Wi-Fi, then try again.";

const networkFailures: readonly BackendErrorCode[] = [
  'unavailable',
  'timeout',
  'auth/network-request-failed',
];

/** A failure to reach the server (no connection, a timeout), as opposed to a refusal. */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof BackendError && networkFailures.includes(error.code);

/** The reader's language for failures: the `town/server` and `town/errors` catalogues. */
export interface ErrorWords {
  reason(reason: ServerReason): string;
  plain(code: BackendErrorCode): string;
  offline(): string;
}

let words: ErrorWords | null = null;

/**
 * Called by ./messages, which the browser loads with the backend (index.ts):
 * from then on the sentences below follow the chosen language. This module
 * itself stays free of the i18n machinery, because the server (the Cloud
 * Functions bundle) builds its errors here too and speaks only English.
 */
export function explainErrorsWith(chosen: ErrorWords): void {
  words = chosen;
}

/** The plain sentence for a code, in the chosen language. */
export function plainMessage(code: BackendErrorCode): string {
  return words?.plain(code) ?? plainMessages[code];
}

/**
 * A failure with the plain English sentence for its code, or the given one;
 * a server sentence (`sentence('orderGone')`) also gives the error its reason.
 */
export function backendError(
  code: BackendErrorCode,
  message?: string | ServerSentence,
  cause?: unknown,
): BackendError {
  if (typeof message === 'object') {
    return new BackendError(code, message.message, { cause, reason: message.reason });
  }
  return new BackendError(code, message ?? plainMessages[code], { cause });
}

/**
 * Refusals of a request whose shape is wrong, naming a schema's field and
 * fault ("lines.0.quantity: Invalid value: Expected <=20"): words for
 * whoever made the request by hand. The forms check the same first, so a
 * person who meets one (a cart tampered with in storage) reads the plain
 * sentence for its code instead.
 */
const requestFaults: ReadonlySet<ServerSentenceKey> = new Set([
  'requestInvalid',
  'requestFieldInvalid',
]);

/**
 * The sentence to show for any thrown value: "you're offline" for a network
 * failure with no connection, a server's refusal in the chosen language, else the plain sentence for its code in that language,
 * else the error's own sentence as it was written.
 */
export function messageOf(error: unknown): string {
  if (!(error instanceof BackendError)) return plainMessage('unknown');
  if (networkFailures.includes(error.code) && globalThis.navigator?.onLine === false) {
    return words?.offline() ?? offlineMessage;
  }
  if (error.reason && requestFaults.has(error.reason.key)) return plainMessage(error.code);
  if (error.reason && words) return words.reason(error.reason);
  if (error.message === plainMessages[error.code]) return plainMessage(error.code);
  return error.message;
}
