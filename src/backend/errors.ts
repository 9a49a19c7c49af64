import { BackendError, type BackendErrorCode } from './types';

/** The sentence a person reads for each failure; never a raw code. */
const plainMessages: Record<BackendErrorCode, string> = {
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

export function plainMessage(code: BackendErrorCode): string {
  return plainMessages[code];
}

export function backendError(
  code: BackendErrorCode,
  message?: string,
  cause?: unknown,
): BackendError {
  return new BackendError(code, message ?? plainMessages[code], { cause });
}

/** The sentence to show for any thrown value. */
export function messageOf(error: unknown): string {
  if (error instanceof BackendError) return error.message;
  return plainMessages.unknown;
}
