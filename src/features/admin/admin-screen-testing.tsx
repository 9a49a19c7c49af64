import { screen } from '@testing-library/react';
import { renderRoutes, slow } from '../../testing/render';
import { signInAs, staffTestBackend } from '../../testing/staff-fixtures';
import CollectionScreen from './collection-screen';

/**
 * What the admin screens' tests share (each test file still mocks
 * '../../backend' itself: vi.mock only works in the file it is written in).
 */

/** The demo backend for the file's tests, with an admin signed in before each. */
export function adminTestSession() {
  const handle = staffTestBackend();
  beforeEach(async () => {
    await signInAs(handle, 'admin');
  });
  return handle;
}

/** /admin/{type}, as the admin gate would show it. */
export function renderSection(type: string, query = '') {
  return renderRoutes({ '/admin/:type': <CollectionScreen /> }, `/admin/${type}${query}`);
}

/** The section's list of records, once it is on screen. */
export const sectionList = (name: string) => screen.findByRole('list', { name }, slow);
