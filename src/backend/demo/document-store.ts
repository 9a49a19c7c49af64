import { backendError } from '../../port/errors';
import type {
  DocData,
  DocumentStore,
  QueryPage,
  QuerySpec,
  StoredDoc,
  Transaction,
  Unsubscribe,
} from '../../port/types';
import {
  asBackendError,
  checkPath,
  currentCaller,
  demandAccess,
  guarded,
  roleCollections,
  type DemoContext,
  type WrittenDoc,
} from './demo-context';
import { newRevision, type DocRecord } from './db';
import { readCandidates } from './index-plan';
import { demandIndex } from './indexes';
import type { AccessOperation, AccessRequest } from './policy';
import { runQuery } from './query';
import { withExclusiveLock } from './tx-lock';
import { applyPatch, copyData, fingerprint, prepareForWrite } from './values';

/**
 * The Demo DocumentStore: documents in IndexedDB (see db.ts), every call
 * checked against the access policy for whoever is signed in, live queries
 * shared across tabs through the change feed.
 *
 * The same store with `access: 'server'` is what the Demo's callable
 * handlers use: like the Admin SDK on Firebase, it is not bound by the
 * policy. It is never handed to screens.
 */

/**
 * Checks requests against the policy as the caller of the moment; must be
 * started inside the Dexie transaction that does the work, so the roles it
 * reads are that transaction's.
 */
type AccessCheck = (request: Omit<AccessRequest, 'caller'>) => void;
type Guard = () => Promise<AccessCheck>;

const policyGuard =
  (context: DemoContext): Guard =>
  async () => {
    const caller = await currentCaller(context);
    return (request) => demandAccess({ ...request, caller });
  };

const serverGuard: Guard = async () => () => undefined;

/** A document a write changed: as it was (null if new) and as it is now (null once deleted). */

/**
 * Tells live queries (this tab and others) what changed, and runs the
 * server's triggers before the write counts as done: on Firebase they run on
 * their own a moment later, but a tab can be closed or navigated away in that
 * moment, and the Demo has no server to finish them.
 */
async function announce(context: DemoContext, written: readonly WrittenDoc[]): Promise<void> {
  if (written.length === 0) return;
  context.changes.notify(new Set(written.map((doc) => doc.collection)));
  await context.afterWrite?.(written);
}

/** How often a transaction is retried when a plain write changed what it read. */
const maxTransactionAttempts = 5;

type DocKey = [collection: string, id: string];
const keyText = ([collection, id]: DocKey) => `${collection}/${id}`;

async function readDoc(context: DemoContext, guard: Guard, collection: string, id: string) {
  const { db } = context;
  return db.transaction('r', db.docs, db.accounts, async () => {
    const record = await db.docs.get([collection, id]);
    (await guard())({
      operation: 'get',
      collection,
      docId: id,
      before: record?.data ?? null,
    });
    return record;
  });
}

async function listDocs(context: DemoContext, guard: Guard, spec: QuerySpec): Promise<QueryPage> {
  checkPath(spec.collection);
  // In development and the tests only: the public Demo build would carry the
  // check and the index list to every visitor for nothing (docs/budgets.md).
  if (!import.meta.env.PROD) demandIndex(spec, context.extraIndexes);
  const { db } = context;
  const docs = await db.transaction('r', db.docs, db.accounts, async () => {
    (await guard())({
      operation: 'list',
      collection: spec.collection,
      query: spec,
    });
    // Through the database's indexes: the documents the query may return, not the collection.
    return readCandidates(db, spec);
  });
  return runQuery(docs, spec);
}

/** The policy operation a write amounts to, judged by whether the document exists before and after. */
function writeOperation(before: DocRecord | undefined, after: DocData | null): AccessOperation {
  if (!after) return 'delete';
  return before ? 'update' : 'create';
}

/** A write waiting in a transaction's buffer. */
type BufferedWrite =
  | { kind: 'set'; key: DocKey; data: DocData }
  | { kind: 'update'; key: DocKey; patch: DocData }
  | { kind: 'delete'; key: DocKey };

/** Thrown at commit when a document read by the transaction has changed since. */
class StaleReadError extends Error {
  constructor() {
    super('A document read by the transaction changed before it committed.');
    this.name = 'StaleReadError';
  }
}

class BufferedTransaction implements Transaction {
  /** rev of each document as read ('' when absent), checked again at commit. */
  readonly reads = new Map<string, { key: DocKey; rev: string; doc: StoredDoc | null }>();
  readonly writes: BufferedWrite[] = [];
  private finished = false;

  constructor(
    private readonly context: DemoContext,
    private readonly guard: Guard,
  ) {}

  finish(): void {
    this.finished = true;
  }

  private assertOpen(): void {
    if (this.finished) {
      throw backendError('failed-precondition', 'This transaction has already finished.');
    }
  }

  async get(collection: string, id: string): Promise<StoredDoc | null> {
    this.assertOpen();
    checkPath(collection, id);
    // As in Firestore: all reads first, so what is written is based on what was read.
    if (this.writes.length > 0) {
      throw backendError('invalid-argument', 'A transaction must do all its reads before writing.');
    }
    const key: DocKey = [collection, id];
    const cached = this.reads.get(keyText(key));
    if (cached) return cached.doc && structuredClone(cached.doc);
    const record = await guarded(() => readDoc(this.context, this.guard, collection, id));
    const doc = record ? { id, data: record.data } : null;
    this.reads.set(keyText(key), { key, rev: record?.rev ?? '', doc });
    return doc && structuredClone(doc);
  }

  set(collection: string, id: string, data: DocData): void {
    this.assertOpen();
    checkPath(collection, id);
    prepareForWrite(data, new Date()); // refuse bad data now, where the caller can see why
    this.writes.push({ kind: 'set', key: [collection, id], data: copyData(data) });
  }

  update(collection: string, id: string, patch: DocData): void {
    this.assertOpen();
    checkPath(collection, id);
    prepareForWrite(patch, new Date());
    this.writes.push({ kind: 'update', key: [collection, id], patch: copyData(patch) });
  }

  delete(collection: string, id: string): void {
    this.assertOpen();
    checkPath(collection, id);
    this.writes.push({ kind: 'delete', key: [collection, id] });
  }
}

/**
 * Writes a transaction's buffer in one Dexie read-write transaction: checks
 * nothing it read has changed, folds the writes per document, checks the
 * policy for each document's net change, then stores them all or none.
 * Returns the documents it changed.
 */
async function commit(
  context: DemoContext,
  guard: Guard,
  tx: BufferedTransaction,
): Promise<WrittenDoc[]> {
  const { db } = context;
  const now = new Date();
  return db.transaction('rw', db.docs, db.accounts, async () => {
    for (const read of tx.reads.values()) {
      const current = await db.docs.get(read.key);
      if ((current?.rev ?? '') !== read.rev) throw new StaleReadError();
    }

    const changes = new Map<
      string,
      { key: DocKey; before: DocRecord | undefined; after: DocData | null }
    >();
    for (const write of tx.writes) {
      let change = changes.get(keyText(write.key));
      if (!change) {
        const before = await db.docs.get(write.key);
        change = { key: write.key, before, after: before?.data ?? null };
        changes.set(keyText(write.key), change);
      }
      if (write.kind === 'set') change.after = prepareForWrite(write.data, now);
      else if (write.kind === 'delete') change.after = null;
      else if (change.after === null) throw backendError('not-found');
      else change.after = applyPatch(change.after, prepareForWrite(write.patch, now));
    }

    const check = await guard();
    for (const { key, before, after } of changes.values()) {
      check({
        operation: writeOperation(before, after),
        collection: key[0],
        docId: key[1],
        before: before?.data ?? null,
        after,
      });
    }

    const written: WrittenDoc[] = [];
    for (const { key, before, after } of changes.values()) {
      if (after) {
        await db.docs.put({
          collection: key[0],
          id: key[1],
          data: after,
          rev: newRevision(),
        });
      } else if (before) {
        await db.docs.delete(key);
      } else {
        continue;
      }
      written.push({ collection: key[0], id: key[1], before: before?.data ?? null, after });
    }
    return written;
  });
}

/**
 * Calls back with live results: once now, then whenever a change in this tab
 * or another could alter them (a write to the collection, a change of role
 * documents, a sign-in or sign-out). Calls with unchanged results are
 * skipped. After an error (e.g. the policy now refuses) the listener stops,
 * as a Firestore listener does.
 */
function watchLive<T>(
  context: DemoContext,
  collection: string,
  evaluate: () => Promise<T>,
  onNext: (value: T) => void,
  onError: ((error: Error) => void) | undefined,
): Unsubscribe {
  const relevant = new Set([collection, ...roleCollections]);
  let active = true;
  let running = false;
  let rerunRequested = false;
  let lastFingerprint: string | null = null;
  const stopListening: (() => void)[] = [];

  const stop = () => {
    active = false;
    for (const unsubscribe of stopListening.splice(0)) unsubscribe();
  };

  const run = async (): Promise<void> => {
    if (running) {
      rerunRequested = true; // one more pass after the current one sees the latest state
      return;
    }
    running = true;
    try {
      do {
        rerunRequested = false;
        let value: T;
        try {
          value = await guarded(evaluate);
        } catch (error) {
          if (!active) return;
          stop();
          const failure = asBackendError(error);
          if (onError) onError(failure);
          else console.error('A live query failed:', failure);
          return;
        }
        if (!active) return;
        const print = fingerprint(value);
        if (print !== lastFingerprint) {
          lastFingerprint = print;
          onNext(value);
        }
      } while (rerunRequested && active);
    } finally {
      running = false;
    }
  };

  stopListening.push(
    context.changes.listen((changed) => {
      if ([...changed].some((name) => relevant.has(name))) void run();
    }),
    context.session.listen(() => void run()),
  );
  void run();
  return stop;
}

export function createDocumentStore(
  context: DemoContext,
  access: 'policy' | 'server' = 'policy',
): DocumentStore {
  const { db } = context;
  const guard = access === 'server' ? serverGuard : policyGuard(context);
  const transactionLock = `town-demo-tx:${context.databaseName}`;

  const get = (collection: string, id: string) =>
    guarded(async () => {
      checkPath(collection, id);
      const record = await readDoc(context, guard, collection, id);
      return record ? { id, data: record.data } : null;
    });

  const query = (spec: QuerySpec) => guarded(() => listDocs(context, guard, spec));

  return {
    get,
    query,

    set: (collection, id, data) =>
      guarded(async () => {
        checkPath(collection, id);
        const prepared = prepareForWrite(data, new Date());
        const before = await db.transaction('rw', db.docs, db.accounts, async () => {
          const before = await db.docs.get([collection, id]);
          (await guard())({
            operation: writeOperation(before, prepared),
            collection,
            docId: id,
            before: before?.data ?? null,
            after: prepared,
          });
          await db.docs.put({ collection, id, data: prepared, rev: newRevision() });
          return before?.data ?? null;
        });
        await announce(context, [{ collection, id, before, after: prepared }]);
      }),

    update: (collection, id, patch) =>
      guarded(async () => {
        checkPath(collection, id);
        const prepared = prepareForWrite(patch, new Date());
        const written = await db.transaction('rw', db.docs, db.accounts, async () => {
          const before = await db.docs.get([collection, id]);
          const after = before ? applyPatch(before.data, prepared) : null;
          (await guard())({
            operation: 'update',
            collection,
            docId: id,
            before: before?.data ?? null,
            after,
          });
          if (!before || !after) throw backendError('not-found');
          await db.docs.put({ collection, id, data: after, rev: newRevision() });
          return { collection, id, before: before.data, after };
        });
        await announce(context, [written]);
      }),

    delete: (collection, id) =>
      guarded(async () => {
        checkPath(collection, id);
        const before = await db.transaction('rw', db.docs, db.accounts, async () => {
          const before = await db.docs.get([collection, id]);
          (await guard())({
            operation: 'delete',
            collection,
            docId: id,
            before: before?.data ?? null,
          });
          if (before) await db.docs.delete([collection, id]);
          return before?.data ?? null;
        });
        if (before) await announce(context, [{ collection, id, before, after: null }]);
      }),

    async runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const { result, written } = await withExclusiveLock(transactionLock, async () => {
        for (let attempt = 1; ; attempt += 1) {
          const tx = new BufferedTransaction(context, guard);
          let result: T;
          try {
            // Errors from `work` reach the caller unchanged (e.g. a domain
            // service's "out of stock"); nothing has been written.
            result = await work(tx);
          } finally {
            tx.finish();
          }
          try {
            return { result, written: await commit(context, guard, tx) };
          } catch (error) {
            if (!(error instanceof StaleReadError)) throw asBackendError(error);
            if (attempt >= maxTransactionAttempts) throw backendError('aborted', undefined, error);
          }
        }
      });
      // Outside the lock: a trigger runs transactions of its own.
      await announce(context, written);
      return result;
    },

    subscribeQuery: (spec, onNext, onError) =>
      watchLive(
        context,
        spec.collection,
        async () => (await listDocs(context, guard, spec)).docs,
        onNext,
        onError,
      ),

    subscribeDoc: (collection, id, onNext, onError) =>
      watchLive(context, collection, () => get(collection, id), onNext, onError),
  };
}

/**
 * Writes a document without asking the policy: for the seed writer and test
 * set-up only, never reachable through the port.
 */
export async function writeDocUnchecked(
  context: DemoContext,
  collection: string,
  id: string,
  data: DocData,
): Promise<void> {
  checkPath(collection, id);
  const prepared = prepareForWrite(data, new Date());
  const before = (await context.db.docs.get([collection, id]))?.data ?? null;
  await context.db.docs.put({ collection, id, data: prepared, rev: newRevision() });
  await announce(context, [{ collection, id, before, after: prepared }]);
}
