/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  linkOfShown,
  noticeOptions,
  readPushNotice,
  windowFor,
  type OpenLinkMessage,
} from './lib/push-notice';

/**
 * The app's one service worker (vite-plugin-pwa's injectManifest builds it
 * into dist/sw.js, with the list of files to keep in place of
 * `self.__WB_MANIFEST`). It keeps the app for offline use, exactly as the
 * generated worker did before it, and shows the notices the server sends
 * (issue 34): Firebase Cloud Messaging's data-only messages arrive here as
 * `push` events, so no Firebase code is needed in the worker; the Demo shows
 * its notices from the page with this worker's registration. A tap on a
 * notice brings an open window of the app to the notice's screen, or opens one.
 */
declare const self: ServiceWorkerGlobalScope;

// A new version waits until the reader taps "Reload" (src/app/pwa.ts sends this).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Every screen's code and styles, index.html, the icons: precached at install.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Any navigation offline gets index.html and the router decides; files the
// server answers itself (Firebase's /__/ paths, anything with an extension) never.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/__/, /\.[a-z0-9]+$/i],
  }),
);

self.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json();
  } catch {
    // Not JSON: not a notice of ours.
  }
  const notice = readPushNotice(payload);
  // A push the worker does not show is shown by the browser in its own words
  // ("updated in the background"), which says more than a guess would.
  if (!notice) return;
  event.waitUntil(self.registration.showNotification(notice.title, noticeOptions(notice)));
});

/** How long an open window has to say it moved to the notice's screen itself. */
const ANSWER_WAIT_MS = 500;

/**
 * Asks an open window to move to `link` within the app (src/app/pwa.ts),
 * which keeps its state (a vendor's sound stays on). True once it said so.
 */
function askToOpen(client: WindowClient, link: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), ANSWER_WAIT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.postMessage({ type: 'town-open-link', link } satisfies OpenLinkMessage, [channel.port2]);
  });
}

async function openAt(link: string): Promise<void> {
  const url = new URL(link, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const chosen =
    windows[
      windowFor(
        windows.map((client) => client.url),
        link,
        self.location.origin,
      )
    ];
  if (!chosen) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await chosen.focus().catch(() => chosen);
  if (await askToOpen(focused, link)) return;
  // A page too old, or still starting, to answer: it loads the screen afresh.
  await focused.navigate(url).catch(() => self.clients.openWindow(url));
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAt(linkOfShown(event.notification.data)));
});
