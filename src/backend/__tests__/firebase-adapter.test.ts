// @vitest-environment node
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { plainMessage } from '../../port/errors';
import { docFromFirestore, docToFirestore } from '../firebase/firestore-values';
import {
  backendCodeFor,
  guarded,
  toBackendError,
  toBackendErrorFromFirestore,
} from '../firebase/errors';
import { cursorAfter, planQuery } from '../firebase/query-plan';
import { BackendError, serverTime, type BackendErrorCode, type DocData } from '../../port/types';

/** Pure parts of the Firebase adapter: no emulator needed, always run. */

describe('Firebase error mapping', () => {
  const table: [string, BackendErrorCode][] = [
    ['permission-denied', 'permission-denied'],
    ['not-found', 'not-found'],
    ['already-exists', 'already-exists'],
    ['failed-precondition', 'failed-precondition'],
    ['aborted', 'aborted'],
    ['unavailable', 'unavailable'],
    ['invalid-argument', 'invalid-argument'],
    ['unauthenticated', 'permission-denied'],
    ['deadline-exceeded', 'timeout'],
    ['auth/wrong-password', 'auth/invalid-credential'],
    ['auth/user-not-found', 'auth/invalid-credential'],
    ['auth/invalid-credential', 'auth/invalid-credential'],
    ['auth/invalid-login-credentials', 'auth/invalid-credential'],
    ['auth/missing-password', 'auth/invalid-credential'],
    ['auth/email-already-in-use', 'auth/email-already-in-use'],
    ['auth/too-many-requests', 'auth/too-many-requests'],
    ['auth/network-request-failed', 'auth/network-request-failed'],
    ['auth/weak-password', 'auth/weak-password'],
    ['auth/invalid-email', 'auth/invalid-email'],
    ['auth/internal-error', 'unknown'],
    ['resource-exhausted', 'unknown'],
    ['internal', 'unknown'],
    ['toString', 'unknown'],
  ];

  it.each(table)('maps %s to %s with its plain sentence', (firebaseCode, expected) => {
    const original = Object.assign(new Error(`Firebase: Error (${firebaseCode}).`), {
      code: firebaseCode,
      name: 'FirebaseError',
    });
    const mapped = toBackendError(original);
    expect(mapped).toBeInstanceOf(BackendError);
    expect(mapped.code).toBe(expected);
    expect(mapped.message).toBe(plainMessage(expected));
    expect(mapped.cause).toBe(original);
  });

  it('gives a wrong password and an unknown account the same code and sentence', () => {
    const wrong = toBackendError({ code: 'auth/wrong-password' });
    const unknown = toBackendError({ code: 'auth/user-not-found' });
    expect([wrong.code, wrong.message]).toEqual([unknown.code, unknown.message]);
  });

  it('maps values without a code to unknown and keeps them as the cause', () => {
    const thrown = new TypeError('boom');
    const mapped = toBackendError(thrown);
    expect(mapped.code).toBe('unknown');
    expect(mapped.cause).toBe(thrown);
    expect(toBackendError('just text').code).toBe('unknown');
    expect(toBackendError({ code: 42 }).code).toBe('unknown');
    expect(backendCodeFor(undefined)).toBe('unknown');
  });

  it('reads a one-shot request that got no answer as unavailable', () => {
    const offline = Object.assign(new Error('Request failed with error: Failed to fetch'), {
      code: 'unknown',
    });
    expect(toBackendErrorFromFirestore(offline)).toMatchObject({
      code: 'unavailable',
      message: plainMessage('unavailable'),
      cause: offline,
    });
    expect(toBackendErrorFromFirestore({ code: 'permission-denied' }).code).toBe(
      'permission-denied',
    );
    const own = new BackendError('unknown', 'Our own failure.');
    expect(toBackendErrorFromFirestore(own)).toBe(own);
  });

  it('passes BackendErrors through unchanged', async () => {
    const own = new BackendError('failed-precondition', 'Only 2 left in stock.');
    expect(toBackendError(own)).toBe(own);
    await expect(guarded(() => Promise.reject(own))).rejects.toBe(own);
    await expect(
      guarded(() => Promise.reject(Object.assign(new Error('x'), { code: 'aborted' }))),
    ).rejects.toMatchObject({ code: 'aborted', message: plainMessage('aborted') });
  });
});

describe('Firestore value conversion', () => {
  it('turns Timestamps into Dates at any depth', () => {
    const at = new Date('2025-03-04T05:06:07.089Z');
    const read = docFromFirestore({
      createdAt: Timestamp.fromDate(at),
      history: [{ status: 'placed', at: Timestamp.fromDate(at) }],
      nested: { deeper: { when: Timestamp.fromDate(at) } },
      plain: 'text',
      count: 3,
      none: null,
      flags: [true, false],
    });
    expect(read).toEqual({
      createdAt: at,
      history: [{ status: 'placed', at }],
      nested: { deeper: { when: at } },
      plain: 'text',
      count: 3,
      none: null,
      flags: [true, false],
    });
    expect(read.createdAt).toBeInstanceOf(Date);
  });

  it('turns serverTime into the SDK sentinel at any depth and keeps Dates', () => {
    const sentinel = { sentinel: true };
    const when = new Date('2025-01-01T00:00:00Z');
    const written = docToFirestore(
      {
        createdAt: serverTime,
        meta: { updatedAt: serverTime, by: 'admin', deeper: { at: serverTime } },
        when,
        lines: [{ at: when }],
      },
      () => sentinel,
    );
    expect(written).toEqual({
      createdAt: sentinel,
      meta: { updatedAt: sentinel, by: 'admin', deeper: { at: sentinel } },
      when,
      lines: [{ at: when }],
    });
    expect(written.when).toBe(when);
  });

  it('leaves out fields whose value is undefined', () => {
    const data = { name: 'Asha', shopId: undefined } as unknown as DocData;
    expect(docToFirestore(data, () => null)).toEqual({ name: 'Asha' });
  });
});

describe('Firestore query plan', () => {
  it('orders by the requested fields, then the document id in the last direction', () => {
    const plan = planQuery({
      collection: 'orders',
      where: [{ field: 'shopId', op: '==', value: 's1' }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: 20,
    });
    expect(plan.orders).toEqual([{ field: 'createdAt', direction: 'desc' }]);
    expect(plan.idDirection).toBe('desc');
    expect(plan.limit).toBe(20);
    expect(plan.startAfter).toBeUndefined();
  });

  it('orders by inequality-filtered fields the way Firestore does implicitly', () => {
    const plan = planQuery({
      collection: 'products',
      where: [
        { field: 'stock', op: '>', value: 0 },
        { field: 'price', op: '<=', value: 100 },
        { field: 'shopId', op: '==', value: 's1' },
      ],
    });
    expect(plan.orders).toEqual([
      { field: 'price', direction: 'asc' },
      { field: 'stock', direction: 'asc' },
    ]);
    expect(plan.idDirection).toBe('asc');
  });

  it('makes cursors of the order values and resumes from their exact SDK values', () => {
    const spec = {
      collection: 'feeds',
      orderBy: [{ field: 'publishedAt', direction: 'desc' as const }],
      limit: 2,
    };
    const lite = { sdk: 'lite' };
    const full = { sdk: 'full' };
    const plan = planQuery(spec, lite);
    const stamp = new Timestamp(1_700_000_000, 123_456_789);
    const cursor = cursorAfter(plan, 'post-9', () => stamp, lite);
    expect(cursor).toEqual({ collection: 'feeds', id: 'post-9', values: [stamp.toDate()] });

    expect(planQuery({ ...spec, startAfter: cursor }, lite).startAfter).toEqual([stamp, 'post-9']);
    // The full SDK cannot read Lite's Timestamps: it resumes from the port values.
    expect(planQuery({ ...spec, startAfter: cursor }, full).startAfter).toEqual([
      stamp.toDate(),
      'post-9',
    ]);
    // A copied cursor still works, from its port values.
    expect(planQuery({ ...spec, startAfter: { ...cursor } }, lite).startAfter).toEqual([
      stamp.toDate(),
      'post-9',
    ]);
    // The server's store names no SDK, and resumes its own cursors exactly.
    const serverCursor = cursorAfter(planQuery(spec), 'post-9', () => stamp);
    expect(planQuery({ ...spec, startAfter: serverCursor }).startAfter).toEqual([stamp, 'post-9']);
  });

  it('refuses a cursor from another list', () => {
    const cursor = { collection: 'shops', id: 'x', values: ['A'] };
    expect(() =>
      planQuery({ collection: 'products', orderBy: [{ field: 'name' }], startAfter: cursor }),
    ).toThrow(expect.objectContaining({ code: 'invalid-argument' }) as Error);
    expect(() => planQuery({ collection: 'shops', startAfter: cursor })).toThrow(BackendError);
  });
});
