import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

// DOM matchers and Testing Library's clean-up only where there is a DOM: the
// node-environment tests (the server, pure helpers) do not pay to load React DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(async () => {
    cleanup();
    globalThis.localStorage?.clear();
    // Each test opens its own backend: nothing read for the last one may show in the next.
    // (Imported here, after the test file's mocks, so it reads the backend they give.)
    const { queryClient } = await import('../components/query-client');
    queryClient.clear();
  });
}
