import * as v from 'valibot';
import type { RestoreServerRecordsRequest, RestoreServerRecordsResult } from '../port/callables';
import type { DocData, DocumentStore } from '../port/types';
import { collectionSchemas } from '../lib/collection-schemas';
import { subtotalOf } from '../lib/money';
import { collections, type OrderStatus } from '../lib/models';
import { restoreServerRecordsRequest } from '../lib/requests/call-schemas';
import { cashLineKinds, ledgerSum, type CashLine } from '../lib/cash-ledger';
import {
  decodeTownData,
  isServerRestored,
  type ServerRecordProblem,
  type ServerRestoredCollection,
  type TownFileProblem,
  type TownRecord,
} from '../lib/town-file-format';
import { requireAdmin, type ServerContext } from './server-context';
import { parseRequest } from './parse-request';
import { readPhoneMemory, writePhoneMemory } from './phone-memory';

/**
 * Restoring what only the server writes, from a town file (lib/town-file):
 * the orders and their numbers, each phone's memory, the riders' cash and its
 * ledger. The admin's backup screen hands these to the `restoreServerRecords`
 * call and `npm run town -- import` checks a whole file with the same code,
 * so a restore can never leave what the server keeps true untrue:
 *
 * - every record is its model's fields only, checked by the model;
 * - a rider's balance is the sum of their ledger as it will stand (the lines
 *   already stored, with the file's in their places);
 * - an order's subtotal is its lines, its total the subtotal and its fee, and
 *   its number is given to no other order (references/{number} is written with it);
 * - a phone's memory is never replaced by one that forgets what it counts now
 *   (orders, requests and wrong codes of the last day), which would lift its limits.
 */

const DAY = 24 * 60 * 60 * 1000;
/** Stored ledger lines read a page at a time. */
const LEDGER_PAGE = 500;
/** Writes per transaction: under Firestore's 500. */
const WRITES_PER_TRANSACTION = 400;

type ServerRecord = TownRecord & { collection: ServerRestoredCollection };

/** The records checked: what may be written (each its model's fields only), or every problem. */
export interface ServerRecordsChecked {
  records: TownRecord[];
  problems: TownFileProblem[];
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Each record by its model, keeping only the fields the model knows. */
function byModel(records: readonly TownRecord[]): ServerRecordsChecked {
  const checked: ServerRecordsChecked = { records: [], problems: [] };
  for (const record of records) {
    if (!isServerRestored(record.collection)) {
      const { collection, id } = record;
      checked.problems.push({
        kind: 'invalid',
        collection,
        id,
        field: '',
        message: 'Unknown document.',
      });
      continue;
    }
    const parsed = v.safeParse(collectionSchemas[record.collection], record.data);
    if (parsed.success) {
      checked.records.push({ ...record, data: parsed.output as TownRecord['data'] });
      continue;
    }
    for (const issue of parsed.issues) {
      checked.problems.push({
        kind: 'invalid',
        collection: record.collection,
        id: record.id,
        field: v.getDotPath(issue) ?? '',
        message: issue.message,
      });
    }
  }
  return checked;
}

/** Every ledger line stored for a rider, by id. */
async function storedLedger(store: DocumentStore, riderUid: string): Promise<Map<string, DocData>> {
  const lines = new Map<string, DocData>();
  let page = await store.query({
    collection: collections.cashLedger,
    where: [{ field: 'riderUid', op: '==', value: riderUid }],
    limit: LEDGER_PAGE,
  });
  for (;;) {
    for (const doc of page.docs) lines.set(doc.id, doc.data);
    if (!page.next) return lines;
    page = await store.query({
      collection: collections.cashLedger,
      where: [{ field: 'riderUid', op: '==', value: riderUid }],
      limit: LEDGER_PAGE,
      startAfter: page.next,
    });
  }
}

const cashLineKind = v.picklist(cashLineKinds);

/** Ledger lines as their sum reads them: a line of a kind it does not know adds nothing. */
const cashLinesOf = (lines: Iterable<DocData>): Pick<CashLine, 'kind' | 'amount'>[] =>
  [...lines].flatMap((line) => {
    const kind = line['kind'];
    return v.is(cashLineKind, kind) ? [{ kind, amount: numberOf(line['amount']) }] : [];
  });

/** Each rider touched: their balance must be the sum of their ledger as it will stand. */
async function cashProblems(
  store: DocumentStore,
  records: readonly TownRecord[],
): Promise<ServerRecordProblem[]> {
  const balances = new Map<string, DocData>();
  const lines = new Map<string, Map<string, DocData>>();
  for (const record of records) {
    if (record.collection === collections.riderCash) balances.set(record.id, record.data);
    if (record.collection === collections.cashLedger) {
      const rider = String(record.data['riderUid']);
      lines.set(rider, (lines.get(rider) ?? new Map()).set(record.id, record.data));
    }
  }
  const problems: ServerRecordProblem[] = [];
  for (const riderUid of new Set([...balances.keys(), ...lines.keys()])) {
    const ledger = await storedLedger(store, riderUid);
    for (const [id, line] of lines.get(riderUid) ?? []) ledger.set(id, line);
    const cash = balances.get(riderUid) ?? (await store.get(collections.riderCash, riderUid))?.data;
    const balance = numberOf(cash?.['balance']);
    const sum = ledgerSum(cashLinesOf(ledger.values()));
    if (balance !== sum) {
      problems.push({
        kind: 'cashNotLedger',
        collection: collections.riderCash,
        id: riderUid,
        name: typeof cash?.['riderName'] === 'string' ? cash['riderName'] : riderUid,
        balance,
        ledger: sum,
      });
    }
  }
  return problems;
}

/** Each order's sums, and its number given to no other order. */
async function orderProblems(
  store: DocumentStore,
  records: readonly TownRecord[],
): Promise<ServerRecordProblem[]> {
  const problems: ServerRecordProblem[] = [];
  const filed = new Map(
    records
      .filter((record) => record.collection === collections.references)
      .map((record) => [record.id, record.data]),
  );
  for (const { collection, id, data } of records) {
    if (collection !== collections.orders) continue;
    const number = String(data['number']);
    const lines = (data['lines'] ?? []) as { price: number; quantity: number }[];
    const subtotal = subtotalOf(lines);
    const expected = subtotal + numberOf(data['deliveryFee']);
    if (numberOf(data['subtotal']) !== subtotal || numberOf(data['total']) !== expected) {
      problems.push({
        kind: 'orderTotal',
        collection,
        id,
        number,
        total: numberOf(data['total']),
        expected,
      });
    }
    const reference = filed.get(number) ?? (await store.get(collections.references, number))?.data;
    if (reference && (reference['collection'] !== collection || reference['id'] !== id)) {
      problems.push({ kind: 'numberTaken', collection, id, number });
    }
  }
  return problems;
}

/** The times a phone's memory counts (any list of moments it keeps), still counted at `now`. */
function countedTimes(data: DocData | undefined, now: Date): Map<string, number[]> {
  const counted = new Map<string, number[]>();
  for (const [field, value] of Object.entries(data ?? {})) {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'number')) continue;
    counted.set(
      field,
      (value as number[]).filter((time) => time > now.getTime() - DAY),
    );
  }
  return counted;
}

/** A phone's memory that would forget what the town counts for it now. */
async function phoneProblems(
  store: DocumentStore,
  records: readonly TownRecord[],
  now: Date,
): Promise<ServerRecordProblem[]> {
  const problems: ServerRecordProblem[] = [];
  for (const { collection, id, data } of records) {
    if (collection !== collections.phoneActivity) continue;
    const stored = (await store.get(collection, id))?.data;
    const kept = countedTimes(data, new Date(0));
    for (const [field, times] of countedTimes(stored, now)) {
      const filed = new Set(kept.get(field) ?? []);
      if (times.some((time) => !filed.has(time))) {
        problems.push({ kind: 'clearsPhoneLimits', collection, id });
        break;
      }
    }
  }
  return problems;
}

/**
 * What the server would restore of `records`, checked against its models and
 * against what the town holds now; nothing is written.
 */
export async function checkServerRecords(
  store: DocumentStore,
  records: readonly TownRecord[],
  now: Date,
): Promise<ServerRecordsChecked> {
  const checked = byModel(records);
  if (checked.problems.length > 0) return checked;
  const problems = [
    ...(await cashProblems(store, checked.records)),
    ...(await orderProblems(store, checked.records)),
    ...(await phoneProblems(store, checked.records, now)),
  ];
  return problems.length > 0 ? { records: [], problems } : checked;
}

/**
 * Each restored order in its phone's memory (unless the records bring the
 * phone's memory themselves), so the customer finds it again by its number and
 * code, and the phone's open orders show and count as they did.
 */
async function rememberOrders(
  store: DocumentStore,
  records: readonly TownRecord[],
  now: Date,
): Promise<void> {
  const filedPhones = new Set(
    records.filter((record) => record.collection === collections.phoneActivity).map((r) => r.id),
  );
  const byPhone = new Map<string, TownRecord[]>();
  for (const record of records) {
    const phone = String(record.data['phone']);
    if (record.collection !== collections.orders || filedPhones.has(phone)) continue;
    byPhone.set(phone, [...(byPhone.get(phone) ?? []), record]);
  }
  for (const [phone, orders] of byPhone) {
    await store.runTransaction(async (tx) => {
      const memory = await readPhoneMemory(tx, phone, now.getTime());
      for (const { id, data } of orders) {
        const placed = data['createdAt'];
        memory.records[id] = {
          collection: collections.orders,
          number: String(data['number']),
          code: String(data['code']),
          status: data['status'] as OrderStatus,
          at: placed instanceof Date ? placed.getTime() : now.getTime(),
        };
      }
      writePhoneMemory(tx, phone, memory, { ordersChanged: true });
    });
  }
}

/**
 * Writes checked records, with each order's number kept in references/ and
 * the order in its phone's memory: a rider's ledger lines before their
 * balance, so the balance is written last and a restore stopped half-way,
 * run again, ends the same.
 */
export async function writeServerRecords(
  store: DocumentStore,
  records: readonly TownRecord[],
  now: Date,
): Promise<void> {
  const writes: TownRecord[] = [];
  for (const record of records) {
    writes.push(record);
    if (record.collection === collections.orders) {
      writes.push({
        collection: collections.references,
        id: String(record.data['number']),
        data: { collection: collections.orders, id: record.id },
      });
    }
  }
  const last = (record: TownRecord) => (record.collection === collections.riderCash ? 1 : 0);
  writes.sort((a, b) => last(a) - last(b));
  for (let start = 0; start < writes.length; start += WRITES_PER_TRANSACTION) {
    const batch = writes.slice(start, start + WRITES_PER_TRANSACTION);
    await store.runTransaction(async (tx) => {
      for (const { collection, id, data } of batch) tx.set(collection, id, data);
    });
  }
  await rememberOrders(store, records, now);
}

/**
 * `restoreServerRecords`: an admin's backup screen hands the server what only
 * it may write. The records are checked as a whole (a rider's cash with all
 * their ledger lines in one call), and written only when every one passes;
 * `checkOnly` checks and writes nothing, for the screen's preview.
 */
export async function handleRestoreServerRecords(
  context: ServerContext,
  data: unknown,
): Promise<RestoreServerRecordsResult> {
  const request: RestoreServerRecordsRequest = parseRequest(restoreServerRecordsRequest, data);
  await requireAdmin(context);
  const records = request.records.map((record): ServerRecord => ({
    ...record,
    data: decodeTownData(record.data),
  }));
  const now = new Date();
  const checked = await checkServerRecords(context.store, records, now);
  if (checked.problems.length > 0) return { kind: 'refused', problems: checked.problems };
  if (request.checkOnly) return { kind: 'checked', count: checked.records.length };
  await writeServerRecords(context.store, checked.records, now);
  return { kind: 'restored', count: checked.records.length };
}
