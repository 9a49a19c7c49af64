// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { RestoreServerRecordsRequest } from '../../port/callables';
import type { DocData } from '../../port/types';
import { collections } from '../../lib/models';
import { encodeTownData, type ServerRestoredCollection } from '../../lib/town-file-format';
import { refusal } from '../../testing/refusal';
import { townForEachTest } from './server-fixtures';

/**
 * `restoreServerRecords`: what only the server may write comes back from an
 * admin's town file only as the server checks it. A rider's balance must be
 * their ledger's sum, an order's total its lines and fee, an order number no
 * other order's, and a phone's memory must not forget what the town counts.
 */
const town = townForEachTest();

const RIDER = 'rider-from-the-file';
const at = new Date('2026-11-20T10:00:00Z');

const line = (id: string, kind: string, amount: number, extra: DocData = {}) => ({
  collection: collections.cashLedger,
  id,
  data: {
    riderUid: RIDER,
    kind,
    amount,
    at,
    byUid: 'admin-uid',
    byName: 'Mitali Sen',
    balanceAfter: 0,
    ...extra,
  },
});
const cash = (balance: number, limit: number | null = 500_00) => ({
  collection: collections.riderCash,
  id: RIDER,
  data: { riderName: 'Bablu Das', balance, limit, owed: [], updatedAt: at },
});

type Record = { collection: ServerRestoredCollection; id: string; data: DocData };
const request = (records: Record[], checkOnly = false): RestoreServerRecordsRequest => ({
  records: records.map((record) => ({ ...record, data: encodeTownData(record.data) })),
  checkOnly,
});

async function restore(records: Record[], checkOnly = false) {
  await town.signInAs('admin');
  return town.handle.backend.call('restoreServerRecords', request(records, checkOnly));
}

const asServer = (collection: string, id: string) =>
  town.handle.internals.serverStore.get(collection, id);

describe('restoring what only the server writes', () => {
  it('is an admin’s alone', async () => {
    for (const who of [null, 'user', 'vendor', 'delivery'] as const) {
      await town.signInAs(who);
      const refused = await refusal(
        town.handle.backend.call('restoreServerRecords', request([cash(0)])),
      );
      expect(refused.code, String(who)).toMatch(/unauthenticated|permission-denied/);
    }
    expect(await asServer(collections.riderCash, RIDER)).toBeNull();
  });

  it('restores a rider’s cash and limit with their ledger when the two agree, each its model’s fields only', async () => {
    const lines = [
      line('l1', 'delivered', 210_00, { orderId: 'a'.repeat(32), orderNumber: 'TS-100001' }),
      line('l2', 'delivered', 90_00, { unknownField: 'dropped' }),
      line('l3', 'handedOver', 150_00),
    ];
    expect(await restore([cash(150_00), ...lines])).toEqual({ kind: 'restored', count: 4 });

    expect((await asServer(collections.riderCash, RIDER))?.data).toEqual(cash(150_00).data);
    const stored = await asServer(collections.cashLedger, 'l2');
    expect(stored?.data).toEqual(line('l2', 'delivered', 90_00).data);
  });

  it('refuses a balance that is not its ledger’s sum, naming the rider, and writes nothing', async () => {
    const answer = await restore([cash(999_00), line('l1', 'delivered', 210_00)]);
    expect(answer).toEqual({
      kind: 'refused',
      problems: [
        {
          kind: 'cashNotLedger',
          collection: collections.riderCash,
          id: RIDER,
          name: 'Bablu Das',
          balance: 999_00,
          ledger: 210_00,
        },
      ],
    });
    expect(await asServer(collections.riderCash, RIDER)).toBeNull();
    expect(await asServer(collections.cashLedger, 'l1')).toBeNull();
  });

  it('sums the ledger as it will stand: the lines the town holds, with the file’s in their places', async () => {
    expect(await restore([cash(210_00), line('l1', 'delivered', 210_00)])).toMatchObject({
      kind: 'restored',
    });
    // An older file of the same rider, without the line the town has since written.
    expect(await restore([cash(0), line('l0', 'delivered', 1_00)])).toMatchObject({
      kind: 'refused',
      problems: [expect.objectContaining({ kind: 'cashNotLedger', balance: 0, ledger: 211_00 })],
    });
    // A ledger line alone would leave the stored balance short of its ledger.
    expect(await restore([line('l9', 'delivered', 50_00)])).toMatchObject({
      kind: 'refused',
      problems: [expect.objectContaining({ kind: 'cashNotLedger', balance: 210_00 })],
    });
    // The same line again, and its balance, agree.
    expect(await restore([cash(260_00), line('l9', 'delivered', 50_00)])).toMatchObject({
      kind: 'restored',
    });
  });

  it('checks without writing for the preview', async () => {
    expect(await restore([cash(0)], true)).toEqual({ kind: 'checked', count: 1 });
    expect(await asServer(collections.riderCash, RIDER)).toBeNull();
  });

  it('restores an order whose total is its lines and fee, keeping its number; refuses one that is not', async () => {
    const placed = await town.placeOrder(2);
    const { id, ...order } = placed;
    const moved = { ...order, number: 'TS-555555' };
    const restoredId = 'b'.repeat(32);
    expect(
      await restore([{ collection: collections.orders, id: restoredId, data: moved }]),
    ).toMatchObject({ kind: 'restored' });
    expect((await asServer(collections.references, 'TS-555555'))?.data).toEqual({
      collection: collections.orders,
      id: restoredId,
    });

    const cheaper = { ...order, number: 'TS-666666', total: order.total - 100_00 };
    const taken = { ...order, number: placed.number };
    const answer = await restore([
      { collection: collections.orders, id: 'c'.repeat(32), data: cheaper },
      { collection: collections.orders, id: 'd'.repeat(32), data: taken },
    ]);
    expect(answer).toEqual({
      kind: 'refused',
      problems: [
        {
          kind: 'orderTotal',
          collection: collections.orders,
          id: 'c'.repeat(32),
          number: 'TS-666666',
          total: order.total - 100_00,
          expected: order.total,
        },
        {
          kind: 'numberTaken',
          collection: collections.orders,
          id: 'd'.repeat(32),
          number: placed.number,
        },
      ],
    });
    expect(await asServer(collections.orders, 'c'.repeat(32))).toBeNull();
    // The order the number belongs to is itself restored in place.
    expect(await restore([{ collection: collections.orders, id, data: order }])).toMatchObject({
      kind: 'restored',
    });
  });

  it('puts a restored order in its phone’s memory, so its code opens it and the phone shows it on its way', async () => {
    const placed = await town.placeOrder(1, '9800000002');
    const { id: _placedId, ...order } = placed;
    const restoredId = 'e'.repeat(32);
    const elsewhere = { ...order, phone: '9800000003', number: 'TS-777777', code: 'K7PX3M' };
    expect(
      await restore([{ collection: collections.orders, id: restoredId, data: elsewhere }]),
    ).toMatchObject({ kind: 'restored' });

    expect(await town.openStatuses('9800000003')).toEqual(['placed']);
    await town.signInAs(null);
    expect(
      await town.handle.backend.call('findByCode', { phone: '9800000003', code: 'K7PX3M' }),
    ).toEqual({
      kind: 'found',
      collection: collections.orders,
      id: restoredId,
      number: 'TS-777777',
    });
  });

  it('refuses a phone’s memory that would forget what the town counts today', async () => {
    await town.placeOrder(1, '9800000001');
    const memory = await town.phoneMemory('9800000001');
    if (!memory) throw new Error('the phone has no memory');
    const forgetful = { ...memory, orderTimes: [] };
    expect(
      await restore([{ collection: collections.phoneActivity, id: '9800000001', data: forgetful }]),
    ).toEqual({
      kind: 'refused',
      problems: [
        { kind: 'clearsPhoneLimits', collection: collections.phoneActivity, id: '9800000001' },
      ],
    });
    const more = { ...memory, orderTimes: [...memory.orderTimes, Date.now() - 1000] };
    expect(
      await restore([{ collection: collections.phoneActivity, id: '9800000001', data: more }]),
    ).toMatchObject({ kind: 'restored' });
  });
});
