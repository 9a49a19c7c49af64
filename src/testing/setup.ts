import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

// DOM matchers and Testing Library's clean-up only where there is a DOM: the
// node-environment tests (the server, pure helpers) do not pay to load React DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    globalThis.localStorage?.clear();
  });
}
