// The callable Cloud Functions: each one answers from the handler table of
// src/server (the same code the Demo backend runs in the browser) with the
// Admin SDK's store and accounts. This file is only the wire: who called,
// App Check, and turning a handler's refusal into an HttpsError whose message
// is the handler's own plain sentence, with its reason (which sentence of
// src/lib/server-sentences.ts, and its values) in `details` so the app can
// say it in the reader's language.

import { getAuth } from 'firebase-admin/auth';
import {
  HttpsError,
  onCall,
  type CallableRequest,
  type FunctionsErrorCode,
} from 'firebase-functions/v2/https';
import { defineBoolean } from 'firebase-functions/params';
import * as logger from 'firebase-functions/logger';
import { callableNames, isReplayProtected, type CallableName } from '../../src/port/callables';
import { backendError } from '../../src/port/errors';
import { BackendError, type BackendErrorCode } from '../../src/port/types';
import { ADMIN_ROLE } from '../../src/lib/roles';
import { sentence } from '../../src/lib/server-sentences';
import type { AccountAdmin, ServerContext } from '../../src/server/server-context';
import { handlers } from '../../src/server/handlers';

/**
 * Switch on once the web app has its reCAPTCHA Enterprise site key
 * (VITE_RECAPTCHA_ENTERPRISE_SITE_KEY): from then on a call without a valid
 * App Check token is refused before any handler runs (the callable SDK
 * verifies a token that is sent and rejects a bad one; this refuses a call
 * that sends none). Off by default, so the emulators and a project without
 * App Check work.
 */
export const appCheckEnforced = defineBoolean('APP_CHECK_ENFORCED', {
  default: false,
  description:
    'Refuse callable requests without a valid App Check token (true once App Check is set up).',
});

/**
 * ADMIN_ROLE was once a parameter of these functions. The admin role is now
 * one constant that firestore.rules compares as written (src/lib/roles.ts),
 * so a functions/.env.<project> still naming another value stops the deploy
 * here, while the functions load, instead of leaving the rules and the
 * server to disagree about who is an admin.
 */
export function refuseAnotherAdminRole(env: Readonly<Record<string, string | undefined>>): void {
  const value = env['ADMIN_ROLE'];
  if (value !== undefined && value !== ADMIN_ROLE) {
    throw new Error(
      `ADMIN_ROLE is "${value}", but the admin role is always "${ADMIN_ROLE}" (firestore.rules compares it). ` +
        `Remove ADMIN_ROLE from functions/.env.<project-id>, and give each admins/{uid} document role "${ADMIN_ROLE}".`,
    );
  }
}

const wireCodes: Readonly<Partial<Record<BackendErrorCode, FunctionsErrorCode>>> = {
  timeout: 'deadline-exceeded',
  unavailable: 'unavailable',
  'permission-denied': 'permission-denied',
  'not-found': 'not-found',
  'already-exists': 'already-exists',
  'failed-precondition': 'failed-precondition',
  'invalid-argument': 'invalid-argument',
  aborted: 'aborted',
  unauthenticated: 'unauthenticated',
  'resource-exhausted': 'resource-exhausted',
  'auth/email-already-in-use': 'already-exists',
  'auth/weak-password': 'invalid-argument',
  'auth/invalid-email': 'invalid-argument',
};

/** A handler's refusal as the client SDK will see it; anything unexpected is logged, not told. */
export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof BackendError) {
    const code = wireCodes[error.code];
    if (code) return new HttpsError(code, error.message, error.reason && { reason: error.reason });
  }
  logger.error('A callable failed unexpectedly', error);
  return new HttpsError('internal', 'Something went wrong. Please try again.');
}

/** Firebase Auth accounts through the Admin SDK. */
export function adminAccounts(): AccountAdmin {
  return {
    async create(email, password) {
      try {
        return (await getAuth().createUser({ email, password })).uid;
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (code === 'auth/email-already-exists') throw backendError('auth/email-already-in-use');
        if (code === 'auth/invalid-password') throw backendError('auth/weak-password');
        throw error;
      }
    },
    async remove(uid) {
      await getAuth().deleteUser(uid);
    },
  };
}

/** What a handler needs besides the request; made per call (cheap) so tests can give their own. */
export type ServerDeps = Omit<ServerContext, 'auth'> & { appCheckRequired: boolean };

/**
 * Answers one call: App Check first (when required: a token, and for the
 * calls that place, cancel, send a request or try a code a token not used
 * before), then the
 * caller as Firebase Auth vouches for them, then the handler.
 */
export async function answer<N extends CallableName>(
  name: N,
  request: Pick<CallableRequest<unknown>, 'data' | 'auth' | 'app'>,
  { appCheckRequired, ...deps }: ServerDeps,
) {
  const replayed = isReplayProtected(name) && request.app?.alreadyConsumed === true;
  if (appCheckRequired && (!request.app || replayed)) {
    const { message, reason } = sentence('appNotVerified');
    throw new HttpsError('unauthenticated', message, { reason });
  }
  try {
    return await handlers[name](
      { ...deps, auth: request.auth ? { uid: request.auth.uid } : null },
      request.data,
    );
  } catch (error) {
    throw toHttpsError(error);
  }
}

export const REGION = 'asia-south1';

/** One callable per handler, all alike: region, App Check, bounded instances and time. */
export function makeCallables(deps: () => ServerDeps) {
  return Object.fromEntries(
    callableNames.map((name) => [
      name,
      onCall(
        {
          // Replay protection: App Check marks a token it has seen before.
          // Without a token (App Check not set up) nothing is consumed.
          consumeAppCheckToken: isReplayProtected(name),
          region: REGION,
          // Bounded, so a flood costs at most this much; real use is a few calls a minute.
          maxInstances: 10,
          concurrency: 40,
          timeoutSeconds: 30,
          memory: '256MiB',
        },
        (request) => answer(name, request, deps()),
      ),
    ]),
  ) as Record<CallableName, ReturnType<typeof onCall>>;
}
