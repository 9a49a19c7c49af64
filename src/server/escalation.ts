import { type Cursor, type DocumentStore, type StoredDoc, type Transaction } from '../port/types';
import { orderSchema, parseDoc } from '../lib/model-schemas';
import { collections, type OrderingTerms } from '../lib/models';
import { audienceReader, nobody, readOrderNotices, type Audience } from './notices';
import { applyStatusMove, readOrderingTerms } from './order-workflow';
import {
  audienceForStep,
  climbStep,
  dueStep,
  forEachPage,
  inParallel,
  nextStepTime,
  readShopPhone,
  type EscalationStep,
} from './escalation-steps';
import { flushDueDigests } from './shop-alerts';
import { listSweepDidAnything, sweepLists, type ListSweepReport } from './list-sweep';

export { dueStep, nextStepTime, type EscalationStep };

/**
 * An order nobody at its shop answers is never forgotten. One sweep, run
 * every minute (a scheduled Cloud Function; a timer in the Demo's worker),
 * asks for the orders still `placed` whose next step is due (`nextStepAt`,
 * kept on each placed order by the admin's waits in config/ordering) and
 * moves each one, in a transaction of its own, one step along: it reminds
 * the shop, then calls the admin, then gives up and cancels it with the
 * reason "The shop did not answer". Each step is written on the order
 * (`remindedAt`, `escalatedAt`, the status, the next `nextStepAt`) in the
 * same transaction as its notices (src/server/notices.ts), and the
 * transaction reads the order again first, so a second sweep, or two at
 * once, finds the step done and does nothing, and an order accepted
 * meanwhile is left alone. A step done moves the order out of the query, so
 * however many orders wait, the sweep pages through them all and none is
 * stuck behind the others (issue 34, part 4). The same run moves the lists
 * sent to shops along the same steps, expires their quotes and deletes them
 * at `deleteAt` (src/server/list-sweep.ts, issue 37).
 */

/** Orders read per page of the sweep, earliest due first. */
export const SWEEP_BATCH = 100;
/**
 * The most orders one sweep moves (a bound on one run: 3,000 orders nobody
 * answered at once is a town under attack; the next minute goes on).
 */
export const SWEEP_MAX_PER_RUN = 3_000;
/** Orders of a page moved side by side (each in its own transaction). */
const SWEEP_PARALLEL = 8;
/** Orders placed before `nextStepAt` was kept, read per page. */
const OLDER_PAGE = 20;

export interface SweepReport {
  /** The ids of the orders moved, by the step each took. */
  remind: string[];
  callAdmin: string[];
  giveUp: string[];
  /** Orders whose transaction failed; the next sweep tries them again. */
  failed: string[];
  /** The alert budgets whose digest went out (`shopActivity/…`, `chatActivity/…`); absent when none. */
  digests?: string[];
  /** What the sweep over lists sent to shops did (src/server/list-sweep.ts); absent when nothing. */
  lists?: ListSweepReport;
}

/** Moves one order the step it is due, reading it again inside `tx`; the step taken, or null. */
async function stepOrder(
  tx: Transaction,
  orderId: string,
  terms: OrderingTerms,
  now: number,
  audience: Audience,
): Promise<EscalationStep | null> {
  const order = parseDoc(orderSchema, await tx.get(collections.orders, orderId));
  if (order?.status !== 'placed') return null;
  const step = dueStep(order, terms, now);
  if (step === null) {
    // Not due after all (its time was set with other waits, or it was placed before
    // `nextStepAt`): it is kept for the time it is due, and not read again till then.
    const next = nextStepTime(order, terms);
    if (order.nextStepAt?.getTime() !== next.getTime()) {
      tx.update(collections.orders, orderId, { nextStepAt: next });
    }
    return null;
  }
  if (step === 'giveUp') {
    // As an admin's cancel: the stock goes back, the phone's open orders and the history follow.
    await applyStatusMove(
      tx,
      { orderId, to: 'cancelled', actor: 'server', reasonCode: 'shopDidNotAnswer' },
      audience,
    );
    return step;
  }
  const shopPhone = await readShopPhone(tx, order.shopId);
  const notices = await readOrderNotices(tx, order.shopId, audience, now, { budget: false });

  // Every read is done; the writes follow.
  climbStep(tx, 'order', order, step, { terms, now, shopPhone }, notices);
  return step;
}

/**
 * One sweep over the orders waiting for their shops, with the time read
 * once: every order due a step by its `nextStepAt`, in pages, earliest due
 * first, each moved in a transaction of its own; then every digest due
 * (src/server/shop-alerts.ts). A step taken moves the order's `nextStepAt`
 * past now (or clears it), so no page reads a step done, and an order
 * placed behind a thousand unanswered ones is reached in the same run.
 * Safe to run twice and at the same time as itself; an order that fails is
 * counted and left to the next sweep.
 */
export async function sweepUnansweredOrders(store: DocumentStore): Promise<SweepReport> {
  const now = Date.now();
  const terms = await readOrderingTerms(store);
  const audienceOf = audienceReader(store);
  const report: SweepReport = { remind: [], callAdmin: [], giveUp: [], failed: [] };
  const move = async ({ id, data }: StoredDoc) => {
    const seen = parseDoc(orderSchema, { id, data });
    const step = seen && dueStep(seen, terms, now);
    try {
      // Whom the step tells, read before its transaction (which finds the step again).
      const audience = seen && step ? await audienceOf(audienceForStep(seen, step)) : nobody;
      const taken = await store.runTransaction((tx) => stepOrder(tx, id, terms, now, audience));
      if (taken) report[taken].push(id);
    } catch {
      report.failed.push(id);
    }
  };

  // Orders placed before `nextStepAt` was kept: oldest first, up to the first that has one
  // (every order placed since has one). Each is moved, or given the time of its next step.
  let before: Cursor | null | undefined;
  let older = 0;
  do {
    const page = await store.query({
      collection: collections.orders,
      where: [{ field: 'status', op: '==', value: 'placed' }],
      orderBy: [{ field: 'createdAt', direction: 'asc' }],
      limit: OLDER_PAGE,
      ...(before && { startAfter: before }),
    });
    const first = page.docs.findIndex((doc) => doc.data['nextStepAt'] !== undefined);
    const without = first === -1 ? page.docs : page.docs.slice(0, first);
    await inParallel(without, SWEEP_PARALLEL, move);
    older += without.length;
    before = first === -1 ? page.next : null;
  } while (before && older < SWEEP_MAX_PER_RUN);

  // Every order due a step now, earliest due first, page after page.
  await forEachPage(
    store,
    {
      collection: collections.orders,
      where: [
        { field: 'status', op: '==', value: 'placed' },
        { field: 'nextStepAt', op: '<=', value: new Date(now) },
      ],
      orderBy: [{ field: 'nextStepAt', direction: 'asc' }],
      limit: SWEEP_BATCH,
    },
    { width: SWEEP_PARALLEL, max: SWEEP_MAX_PER_RUN },
    move,
  );

  // The lists sent to shops: the same steps by the same waits, quotes expiring, lists deleted.
  const lists = await sweepLists(store, now, terms, audienceOf);
  if (listSweepDidAnything(lists)) report.lists = lists;

  const digests = await flushDueDigests(store, now);
  if (digests.sent.length > 0) report.digests = digests.sent;
  report.failed.push(...digests.failed);
  return report;
}
