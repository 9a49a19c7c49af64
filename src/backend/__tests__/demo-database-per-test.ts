import { afterEach, beforeEach } from 'vitest';
import { randomId } from '../../lib/ids';
import type { Backend } from '../../port/types';
import { openDemoBackend, type DemoBackendHandle, type DemoInternals } from '../demo/demo-backend';
import { defaultDemoDatabaseName, sessionKeyFor } from '../demo/session';
import { contractIndexes, type ContractTarget } from './contract-suite';

/** Low, so the suite stays fast; the browser default is far higher (see passwords.ts). */
export const contractPasswordIterations = 1_000;

/**
 * A fresh Demo database for each test of the file that calls this (named
 * `prefix-…`), closed with all that was opened on it after the test, and the
 * contract target on it: `reach` is how the test's page reaches the database
 * (directly, or over a channel as the worker's page does); the seeding hooks
 * open it directly.
 */
export function demoDatabasePerTest(prefix: string) {
  let databaseName = '';
  let setUp: DemoInternals | undefined;
  const cleanups: (() => void)[] = [];

  beforeEach(() => {
    databaseName = `${prefix}-${randomId(10)}`;
  });
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    setUp = undefined;
  });

  const demo = {
    databaseName: () => databaseName,
    sessionKey: () => sessionKeyFor(databaseName, defaultDemoDatabaseName),
    /** Runs `cleanup` after the test. */
    afterTest(cleanup: () => void) {
      cleanups.push(cleanup);
    },
    /** The Demo backend on this test's database, as a page of its own opens it. */
    async open(): Promise<DemoBackendHandle> {
      const handle = await openDemoBackend({
        databaseName,
        seed: false,
        passwordIterations: contractPasswordIterations,
        extraIndexes: contractIndexes,
      });
      cleanups.push(() => handle.internals.close());
      return handle;
    },
    target(name: string, reach: () => Promise<Backend>): ContractTarget {
      const internals = async () => (setUp ??= (await demo.open()).internals);
      return {
        name,
        makeBackend() {
          localStorage.removeItem(demo.sessionKey());
          return reach();
        },
        createUser: async (email, password) => (await internals()).createAccount(email, password),
        seedDoc: async (collection, id, data) => (await internals()).writeDoc(collection, id, data),
        latestResetCode: async (email) => (await internals()).latestResetCode(email),
      };
    },
  };
  return demo;
}
