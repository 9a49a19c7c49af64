/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { pendingUpdate } from './shell/update-state';

/**
 * Registers the service worker (loaded after the first paint, so it costs
 * the opening screen nothing). A new version downloads in the background
 * and waits; the reader is offered "Reload" rather than having the page
 * change under them. Coming back to the tab checks for a new version.
 */
export function startServiceWorker(): void {
  const activate = registerSW({
    onNeedRefresh() {
      pendingUpdate.set(() => {
        void activate(true);
        // A page no worker controls yet (the first visit) gets no "controlling"
        // event to reload on: it reloads itself, into the new version.
        if (!navigator.serviceWorker.controller) window.location.reload();
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && navigator.onLine) {
          registration.update().catch(() => undefined);
        }
      });
    },
  });
}
