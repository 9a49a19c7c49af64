import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';

// Test files share a worker (`isolate: false` in vite.config.ts), which saves
// loading the test DOM and the libraries again for every file. Each file still
// starts as if it had a worker of its own: the app's modules are loaded afresh
// (no store, cache or session carries over) and IndexedDB is a new, empty one.
vi.resetModules();
globalThis.indexedDB = new IDBFactory();
const { default: Dexie } = await import('dexie');
Dexie.dependencies.indexedDB = globalThis.indexedDB;

// DOM matchers and Testing Library's clean-up only where there is a DOM: the
// node-environment tests (the server, pure helpers) do not pay to load React DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(async () => {
    cleanup();
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
    // Each test opens its own backend: nothing read for the last one may show in the next.
    // (Imported here, after the test file's mocks, so it reads the backend they give.)
    const { queryClient } = await import('../data/query-client');
    queryClient.clear();
  });
}
