// @vitest-environment node
import 'fake-indexeddb/auto';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDemoBackend, type DemoBackendHandle } from '../../src/backend/demo/demo-backend';
import { backendError } from '../../src/port/errors';
import { randomId } from '../../src/lib/ids';
import { answer, refuseAnotherAdminRole, toHttpsError, type ServerDeps } from './callables';
import * as logger from 'firebase-functions/logger';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn() }));

/**
 * The callables' wire, in Node: App Check, the caller's identity and the
 * handler's refusals as HttpsErrors. The handlers run on a Demo backend's
 * server store here (the Functions emulator tests the same wire through the
 * web SDK, in src/backend/__tests__/firebase.contract.test.ts).
 */
let handle: DemoBackendHandle;
let deps: ServerDeps;
beforeEach(async () => {
  handle = await openDemoBackend({ databaseName: `wire-${randomId(8)}`, seed: false });
  deps = {
    store: handle.internals.serverStore,
    accounts: {
      create: () => Promise.reject(new Error('no accounts in this test')),
      remove: () => Promise.resolve(),
    },
    appCheckRequired: false,
  };
});
afterEach(() => handle.internals.close());

async function httpsError(work: Promise<unknown>): Promise<HttpsError> {
  const outcome: unknown = await work.then(
    () => new Error('expected a refusal'),
    (thrown: unknown) => thrown,
  );
  expect(outcome).toBeInstanceOf(HttpsError);
  return outcome as HttpsError;
}

const staffAction = { orderId: 'a'.repeat(32), action: 'accept' };

describe('a callable', () => {
  it('refuses a call without an App Check token once App Check is required', async () => {
    const refused = await httpsError(
      answer(
        'cancelOrder',
        { data: { orderId: 'a'.repeat(32) } },
        { ...deps, appCheckRequired: true },
      ),
    );
    expect(refused.code).toBe('unauthenticated');
    // With a token (verified by the SDK before the handler runs) the request goes on to the handler.
    const handled = await httpsError(
      answer(
        'cancelOrder',
        { data: { orderId: 'a'.repeat(32) }, app: { appId: 'web', token: {} as never } },
        { ...deps, appCheckRequired: true },
      ),
    );
    expect(handled.code).toBe('not-found');
  });

  it('takes the caller from the auth context, never from the request', async () => {
    expect((await httpsError(answer('staffOrderAction', { data: staffAction }, deps))).code).toBe(
      'unauthenticated',
    );
    const forged = { ...staffAction, auth: { uid: 'admin' } };
    expect((await httpsError(answer('staffOrderAction', { data: forged }, deps))).code).toBe(
      'unauthenticated',
    );
    const signedIn = await httpsError(
      answer('staffOrderAction', { data: staffAction, auth: { uid: 'nobody' } as never }, deps),
    );
    expect(signedIn.code).toBe('not-found'); // past the identity check, no such order
  });

  it('passes a handler’s own sentence, and hides anything unexpected', () => {
    const refusal = toHttpsError(
      backendError('invalid-argument', 'Enter a 10-digit mobile number.'),
    );
    expect([refusal.code, refusal.message]).toEqual([
      'invalid-argument',
      'Enter a 10-digit mobile number.',
    ]);
    expect(toHttpsError(backendError('auth/email-already-in-use')).code).toBe('already-exists');
    const crash = toHttpsError(new TypeError('secret internals'));
    expect(logger.error).toHaveBeenCalled(); // the details go to the function's log
    expect([crash.code, crash.message]).toEqual([
      'internal',
      'Something went wrong. Please try again.',
    ]);
  });

  it('sends a server sentence’s reason in the details, so the app can say it in its language', async () => {
    const refused = await httpsError(
      answer('cancelOrder', { data: { orderId: 'a'.repeat(32) } }, deps),
    );
    expect([refused.code, refused.message, refused.details]).toEqual([
      'not-found',
      'That order no longer exists.',
      { reason: { key: 'orderGone', params: {} } },
    ]);
  });
});

describe('the functions’ settings', () => {
  it('refuse to load with an admin role other than the one firestore.rules compares', () => {
    expect(() => refuseAnotherAdminRole({})).not.toThrow();
    expect(() => refuseAnotherAdminRole({ ADMIN_ROLE: 'admin' })).not.toThrow();
    expect(() => refuseAnotherAdminRole({ ADMIN_ROLE: 'superuser' })).toThrow(
      /ADMIN_ROLE is "superuser", but the admin role is always "admin".*Remove ADMIN_ROLE/,
    );
  });
});
