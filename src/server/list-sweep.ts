import { type DocumentStore, type StoredDoc, type Transaction } from '../port/types';
import { listMediaId, listMediaKinds } from '../lib/list-media';
import { parseDoc, shopListModel } from '../lib/model-schemas';
import { collections, type OrderingTerms, type ShopList } from '../lib/models';
import {
  audienceForStep,
  climbStep,
  dueStep,
  forEachPage,
  inParallel,
  MINUTE_MS,
  nextStepTime,
  readShopPhone,
  type EscalationStep,
} from './escalation-steps';
import { readListNotices } from './list-notices';
import { nobody, type Audience, type AudienceWanted } from './notices';
import { listMove } from './shop-lists';

/**
 * The minute's sweep over lists sent to shops (issue 37), run with the
 * orders' (src/server/escalation.ts `sweepUnansweredOrders`):
 *
 * - a list nobody at its shop answers climbs the same steps as an order, by
 *   the admin's same waits: the shop reminded, the admin called, then given
 *   up ("The shop did not answer") with the customer told;
 * - a quote nobody answers expires at its `expiresAt`;
 * - a list and its media go at their `deleteAt` (LIST_MEDIA_DAYS after it
 *   was sent). On Firebase a TTL policy on `deleteAt` deletes them too
 *   (docs/launch.md); the sweep makes it punctual, and the Demo has no other.
 *
 * Each list owed a step keeps its time in `nextStepAt` (the next escalation
 * step while `sent`, the quote's expiry while `quoted`, null after): the
 * sweep asks for `nextStepAt <= now`, earliest first, and moves each in a
 * transaction of its own that reads it again, so a list answered meanwhile
 * is left alone and two sweeps do each step once.
 */

export interface ListSweepReport {
  remind: string[];
  callAdmin: string[];
  giveUp: string[];
  /** Quotes that expired unanswered. */
  expired: string[];
  /** Lists and media documents deleted at their `deleteAt` (`shopLists/…`, `listMedia/…`). */
  deleted: string[];
  failed: string[];
}

/** Lists read per page, earliest due first; the most moved or deleted in one run. */
const LIST_PAGE = 100;
const LISTS_MAX_PER_RUN = 3_000;
const LISTS_PARALLEL = 8;

type ListStep = EscalationStep | 'expire';

/** The step a list is owed at `now`, or null. */
function stepOf(list: ShopList, terms: OrderingTerms, now: number): ListStep | null {
  if (list.status === 'sent') return dueStep(list, terms, now);
  if (list.status === 'quoted' && list.quote && list.quote.expiresAt.getTime() <= now) {
    return 'expire';
  }
  return null;
}

/** When the sweep owes the list its next step after now: null when it owes none. */
function nextTimeOf(list: ShopList, terms: OrderingTerms): Date | null {
  if (list.status === 'sent') return nextStepTime(list, terms);
  if (list.status === 'quoted' && list.quote) return list.quote.expiresAt;
  return null;
}

/** Moves one list the step it is due, reading it again inside `tx`; the step taken, or null. */
async function stepList(
  tx: Transaction,
  listId: string,
  terms: OrderingTerms,
  now: number,
  audience: Audience,
): Promise<ListStep | null> {
  const list = parseDoc(shopListModel, await tx.get(collections.shopLists, listId));
  if (!list) return null;
  const step = stepOf(list, terms, now);
  const at = new Date(now);
  if (step === null) {
    // Not due after all (the waits changed, or it was answered): kept for when it is, or let go.
    const next = nextTimeOf(list, terms);
    if (list.nextStepAt?.getTime() !== next?.getTime()) {
      tx.update(collections.shopLists, listId, { nextStepAt: next });
    }
    return null;
  }
  if (step === 'expire') {
    tx.update(collections.shopLists, listId, listMove(list, 'expired', at));
    return step;
  }
  const shopPhone = await readShopPhone(tx, list.shopId);
  const notices = await readListNotices(tx, list.shopId, audience, now);

  // Every read is done; the writes follow.
  if (step === 'giveUp') {
    const minutes = Math.floor((now - list.createdAt.getTime()) / MINUTE_MS);
    tx.update(collections.shopLists, listId, {
      ...listMove(list, 'givenUp', at),
      reasonCode: 'shopDidNotAnswer',
      reason: null,
    });
    notices.givenUp(
      list,
      `List ${list.number} (${list.shopName}) given up by the server: The shop did not answer`,
      minutes,
    );
    return step;
  }
  climbStep(tx, 'list', list, step, { terms, now, shopPhone }, notices);
  return step;
}

/** Every document of `collection` whose `deleteAt` has passed, deleted, a page at a time. */
async function deletePast(
  store: DocumentStore,
  collection: string,
  now: number,
  report: ListSweepReport,
): Promise<void> {
  let deleted = 0;
  for (;;) {
    const page = await store.query({
      collection,
      where: [{ field: 'deleteAt', op: '<=', value: new Date(now) }],
      orderBy: [{ field: 'deleteAt', direction: 'asc' }],
      limit: LIST_PAGE,
    });
    const before = report.deleted.length;
    await inParallel(page.docs, LISTS_PARALLEL, async ({ id }) => {
      try {
        await store.delete(collection, id);
        // A list's media go with it, whatever their own time says.
        if (collection === collections.shopLists) {
          for (const kind of listMediaKinds) {
            await store.delete(collections.listMedia, listMediaId(id, kind));
          }
        }
        report.deleted.push(`${collection}/${id}`);
      } catch {
        report.failed.push(`${collection}/${id}`);
      }
    });
    deleted += page.docs.length;
    // A page that deleted nothing would come back the same: the next minute tries again.
    const none = report.deleted.length === before;
    if (none || page.docs.length < LIST_PAGE || deleted >= LISTS_MAX_PER_RUN) return;
  }
}

/**
 * One sweep over the lists: each owed a step by its `nextStepAt`, in pages,
 * earliest first, each moved in a transaction of its own; then each list and
 * media item past its `deleteAt`, deleted. `audienceOf` reads who a step
 * tells (the sweep's reader, which reads a shop's vendors once a run).
 */
export async function sweepLists(
  store: DocumentStore,
  now: number,
  terms: OrderingTerms,
  audienceOf: (want: AudienceWanted) => Promise<Audience>,
): Promise<ListSweepReport> {
  const report: ListSweepReport = {
    remind: [],
    callAdmin: [],
    giveUp: [],
    expired: [],
    deleted: [],
    failed: [],
  };
  const move = async ({ id, data }: StoredDoc) => {
    const seen = parseDoc(shopListModel, { id, data });
    const step = seen && stepOf(seen, terms, now);
    try {
      // An expiry tells nobody.
      const wanted = seen && step && step !== 'expire' ? audienceForStep(seen, step) : null;
      const audience = wanted ? await audienceOf(wanted) : nobody;
      const taken = await store.runTransaction((tx) => stepList(tx, id, terms, now, audience));
      if (taken) report[taken === 'expire' ? 'expired' : taken].push(id);
    } catch {
      report.failed.push(id);
    }
  };
  await forEachPage(
    store,
    {
      collection: collections.shopLists,
      where: [{ field: 'nextStepAt', op: '<=', value: new Date(now) }],
      orderBy: [{ field: 'nextStepAt', direction: 'asc' }],
      limit: LIST_PAGE,
    },
    { width: LISTS_PARALLEL, max: LISTS_MAX_PER_RUN },
    move,
  );

  // The media first, each by its own time; then the lists, with any media left of them.
  await deletePast(store, collections.listMedia, now, report);
  await deletePast(store, collections.shopLists, now, report);
  return report;
}

/** Whether the run did anything worth reporting. */
export const listSweepDidAnything = (report: ListSweepReport) =>
  Object.values(report).some((ids) => ids.length > 0);
