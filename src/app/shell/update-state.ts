import { atom } from 'nanostores';

/**
 * Set once a new version of the app has been downloaded and is waiting:
 * calling it activates the new version and reloads the page.
 */
export const pendingUpdate = atom<(() => void) | null>(null);
