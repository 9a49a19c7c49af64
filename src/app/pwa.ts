/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { isOpenLinkMessage } from '../lib/push-notice';
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
  openTappedNotices();
}

/**
 * A notice tapped on the phone (src/sw.ts) asks the window it focused to
 * show the notice's screen: moved to within the app, as a link would, the
 * page keeps what it holds (a vendor's sound stays on, which a reload would
 * put to sleep until the next tap). The worker is told it was done.
 */
function openTappedNotices(): void {
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isOpenLinkMessage(event.data)) return;
    window.history.pushState(null, '', event.data.link);
    // The router follows the address on popstate, as it does for Back.
    window.dispatchEvent(new PopStateEvent('popstate'));
    event.ports[0]?.postMessage(true);
  });
  // Messages wait until the page says it listens.
  container.startMessages();
}
