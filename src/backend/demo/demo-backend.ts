import { loadOnce } from '../load-once';
import { backendError } from '../../port/errors';
import type { Backend, DocData, DocumentStore } from '../../port/types';
import { createChangeFeed } from './change-feed';
import { asBackendError, guarded, type DemoContext } from './demo-context';
import { openDemoDatabase, passwordResetKey, type PasswordResetRow } from './db';
import { createDocumentStore, writeDocUnchecked } from './document-store';
import { withDevice, type ServedBackend } from './device';
import type { CompositeIndex } from './indexes';
import type { DeliverPush } from './push-delivery';
import { defaultDemoDatabaseName, sessionKeyFor, type SessionStore } from './session';

export { defaultDemoDatabaseName };

/**
 * The Demo backend: the whole town in this browser's IndexedDB, seeded on
 * first run, with local accounts and the same access policy as
 * firestore.rules. Chosen by backend/index.ts when no Firebase project is
 * configured; in the app it runs in a worker (backend-worker.ts, started by
 * start-demo.ts), in tests and old browsers in the page itself.
 */

/** The seed's version (seed-town.ts `seedVersion`), here so a seeded start loads no seed code. */
const currentSeedVersion = 13;

export interface DemoBackendOptions {
  /** IndexedDB database name; tests use a fresh one each. */
  databaseName?: string;
  /** Write the seed town on first run (default true). */
  seed?: boolean;
  /** PBKDF2 iterations for new passwords (passwords.ts has the default); only tests lower it. */
  passwordIterations?: number;
  /**
   * Tests only: composite indexes beyond firestore.indexes.json, for the
   * queries a test of the adapter's query semantics runs and the app does not.
   */
  extraIndexes?: readonly CompositeIndex[];
  /** Who is signed in; by default remembered in this page's localStorage. */
  session?: SessionStore;
  /**
   * Run the server's sweep over orders nobody at the shop answers
   * (src/server/escalation.ts) at start and every minute, as Firebase's
   * scheduled function does: the app's Demo, while it is open. Tests run
   * the sweep themselves.
   */
  sweepUnansweredOrders?: boolean;
  /**
   * The Demo's push service: hands the notices a commit wrote for devices to
   * the page that shows this browser's (push-delivery.ts). Absent: none is
   * handed over (tests that look at the outbox themselves).
   */
  deliverPush?: DeliverPush;
}

/**
 * Set-up and inspection that bypass the access policy: for tests (the
 * contract suite's hooks) and tools, never reachable through the port.
 */
export interface DemoInternals {
  readonly databaseName: string;
  /** Creates an email/password account; returns its uid. */
  createAccount(email: string, password: string): Promise<string>;
  /** Writes a document without asking the policy. */
  writeDoc(collection: string, id: string, data: DocData): Promise<void>;
  /** The store the Demo's server handlers use (not bound by the policy). */
  readonly serverStore: DocumentStore;
  /** The code of the latest password reset "sent" to `email`, or null. */
  latestResetCode(email: string): Promise<string | null>;
  /** Closes the database and the change channel. */
  close(): void;
}

export interface DemoBackendHandle {
  backend: Backend;
  internals: DemoInternals;
}

/** An open Demo backend with what its test hooks need; its worker uses only `backend`. */
interface OpenedDemo {
  backend: ServedBackend;
  context: DemoContext;
  serverStore: DocumentStore;
  close(): void;
}

export async function openDemo(options: DemoBackendOptions = {}): Promise<OpenedDemo> {
  const databaseName = options.databaseName ?? defaultDemoDatabaseName;
  const db = openDemoDatabase(databaseName);
  try {
    await db.open();
  } catch (error) {
    // IndexedDB can be missing or blocked (some private modes); say so plainly.
    throw backendError('unavailable', undefined, error);
  }

  const context: DemoContext = {
    databaseName,
    db,
    session:
      options.session ??
      (await import('./local-session')).createSessionStore(
        sessionKeyFor(databaseName, defaultDemoDatabaseName),
      ),
    changes: createChangeFeed(databaseName),
    // Absent in the app: each reader has its default for none.
    extraIndexes: options.extraIndexes,
    passwordIterations: options.passwordIterations,
  };

  const store = createDocumentStore(context);
  const serverStore = createDocumentStore(context, 'server');
  if (options.seed ?? true) {
    try {
      // The town's data is loaded only on a database's first run; seedTown
      // checks the flag again inside its transaction, in case two tabs race.
      const mark = await db.meta.get('seeded');
      if (!mark) {
        const { seedTown } = await import('./seed-town');
        context.changes.notify(await seedTown(databaseName));
      } else if ('seedVersion' in mark && mark.seedVersion < currentSeedVersion) {
        const { upgradeTown } = await import('./upgrade-town');
        context.changes.notify(await upgradeTown(db, serverStore));
      }
    } catch (error) {
      throw asBackendError(error);
    }
  }

  let closed = false;
  // As a Firestore trigger does: after the write, once per document (after-commit.ts).
  context.afterWrite = (written) =>
    import('./after-commit').then(({ afterCommit }) =>
      afterCommit(serverStore, written, options.deliverPush, () => closed),
    );
  // Loaded on first use, so customer routes never load the password code.
  const auth = loadOnce(() =>
    import('./demo-auth')
      .then(({ createDemoAuth }) => createDemoAuth(context, store))
      .catch((error: unknown) => {
        throw asBackendError(error);
      }),
  );
  const backend: ServedBackend = {
    kind: 'demo',
    store,
    call: (name, request) =>
      guarded(async () => {
        const { runCall } = await import('./demo-server');
        return runCall(context, serverStore, name, request);
      }),
    auth: () => auth.get(),
  };

  let stopSweep: (() => void) | undefined;
  if (options.sweepUnansweredOrders) {
    void import('./sweep').then(({ sweepEveryMinute }) => {
      if (!closed) stopSweep = sweepEveryMinute(serverStore, () => closed);
    });
  }

  const close = () => {
    closed = true;
    stopSweep?.();
    context.changes.close();
    db.close();
  };
  return { backend, context, serverStore, close };
}

export async function openDemoBackend(
  options: DemoBackendOptions = {},
): Promise<DemoBackendHandle> {
  const { backend, context, serverStore, close } = await openDemo(options);
  const { db, databaseName } = context;
  const internals: DemoInternals = {
    databaseName,
    async createAccount(email, password) {
      const { addAccount, makeAccount } = await import('./accounts');
      const account = await makeAccount(context, email, password);
      await db.transaction('rw', db.accounts, () => addAccount(context, account));
      return account.uid;
    },
    writeDoc: (collection, id, data) => writeDocUnchecked(context, collection, id, data),
    serverStore,
    async latestResetCode(email) {
      const { normalizeEmail } = await import('./accounts');
      const row = (await db.meta.get(passwordResetKey(normalizeEmail(email)))) as
        PasswordResetRow | undefined;
      return row?.code ?? null;
    },
    close,
  };
  return { backend: withDevice(backend), internals };
}

export async function createDemoBackend(options: DemoBackendOptions = {}): Promise<Backend> {
  return withDevice((await openDemo(options)).backend);
}
