// @vitest-environment node
import 'fake-indexeddb/auto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck, type VerifyAppCheckTokenOptions } from 'firebase-admin/app-check';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDemoBackend, type DemoBackendHandle } from '../../src/backend/demo/demo-backend';
import type { CallableName } from '../../src/port/callables';
import { backendError } from '../../src/port/errors';
import { randomId } from '../../src/lib/ids';
import { newRequestId } from '../../src/lib/order-identity';
import {
  answer,
  makeCallables,
  refuseAnotherAdminRole,
  toHttpsError,
  type ServerDeps,
} from './https-callables';
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

describe('a replayed limited-use App Check token', () => {
  // The Admin SDK's App Check boundary, faked: a token is good, and consumed the first time a
  // function asks to consume it; asked again, it says so (`alreadyConsumed`), as App Check does.
  const consumed = new Set<string>();
  beforeEach(() => {
    if (getApps().length === 0) initializeApp({ projectId: 'demo-town' });
    const verifyToken = (token: string, options?: VerifyAppCheckTokenOptions) => {
      const alreadyConsumed = options?.consume ? consumed.has(token) : undefined;
      if (options?.consume) consumed.add(token);
      return Promise.resolve({
        appId: 'web-app',
        token: { app_id: 'web-app', sub: 'web-app' } as never,
        ...(alreadyConsumed !== undefined && { alreadyConsumed }),
      });
    };
    vi.spyOn(getAppCheck(), 'verifyToken').mockImplementation(verifyToken);
  });

  /** Calls the deployed function `name` over its HTTP wire, with App Check `token`: its status and body. */
  function callWithToken(name: CallableName, token: string, data: unknown) {
    const callables = makeCallables(() => ({ ...deps, appCheckRequired: true }));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-firebase-appcheck': token,
      origin: 'https://town.example',
    };
    return new Promise<{ status: number; body: unknown }>((resolve) => {
      let status = 200;
      const res = {
        setHeader: () => undefined,
        getHeader: () => undefined,
        on: () => res,
        status: (code: number) => ((status = code), res),
        send: (body: unknown) => resolve({ status, body }),
        json: (body: unknown) => resolve({ status, body }),
        end: (body?: unknown) => resolve({ status, body }),
      };
      const req = {
        method: 'POST',
        headers,
        body: { data },
        header: (field: string) => headers[field.toLowerCase()],
        get: (field: string) => headers[field.toLowerCase()],
      };
      void (callables[name] as unknown as (req: unknown, res: unknown) => Promise<void>)(req, res);
    });
  }

  const requests: Record<
    'placeOrder' | 'cancelOrder' | 'findByCode' | 'submitRequest' | 'sendList' | 'answerQuote',
    unknown
  > = {
    placeOrder: {
      requestId: newRequestId(),
      shopId: 'no-such-shop',
      lines: [{ productId: 'rice', quantity: 1, price: 60_00 }],
      deliveryFee: 30_00,
      customerName: 'Asha Roy',
      phone: '9876543210',
      address: '14 School Para, first floor',
      landmark: '',
      note: '',
    },
    cancelOrder: { orderId: 'a'.repeat(32) },
    findByCode: { phone: '9876543210', code: 'ABCDEF' },
    submitRequest: {
      kind: 'message',
      id: newRequestId(),
      fields: { name: 'Asha Roy', phone: '9876543210', message: 'Is the haat on this Sunday?' },
    },
    sendList: {
      requestId: newRequestId(),
      shopId: 'no-such-shop',
      customerName: 'Asha Roy',
      phone: '9876543210',
      address: '14 School Para, first floor',
      landmark: '',
      note: '',
      language: 'bn',
      text: '2 kg rice',
    },
    answerQuote: { listId: 'a'.repeat(32), action: 'confirm' },
  };

  it.each(Object.entries(requests))(
    'is refused by %s, which answered the same call with the token fresh',
    async (name, data) => {
      const token = `token-${name}-${randomId(8)}`;
      const first = await callWithToken(name as CallableName, token, data);
      // Past App Check: the handler's own answer or refusal, never "could not prove".
      expect(JSON.stringify(first.body)).not.toContain('appNotVerified');
      const replayed = await callWithToken(name as CallableName, token, data);
      expect(replayed.status).toBe(401);
      expect(replayed.body).toEqual({
        error: {
          status: 'UNAUTHENTICATED',
          message: 'This app could not prove it is the real app.',
          details: { reason: { key: 'appNotVerified', params: {} } },
        },
      });
      // A fresh token goes on again.
      const fresh = await callWithToken(name as CallableName, `${token}-2`, data);
      expect(fresh.status).toBe(first.status);
    },
  );

  it('is not consumed by a call that repeats nothing a stranger could use', async () => {
    const data = { orderId: 'a'.repeat(32), action: 'accept' };
    for (let n = 0; n < 2; n++) {
      const { body } = await callWithToken('staffOrderAction', 'one-token', data);
      // Past App Check both times; refused only for want of a signed-in caller.
      expect(JSON.stringify(body)).not.toContain('appNotVerified');
      expect(JSON.stringify(body)).toContain('UNAUTHENTICATED');
    }
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
