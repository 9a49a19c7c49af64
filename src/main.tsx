import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { openScreenAt, preloadRoutes } from './app/app-routes';
import { cartLinkBeforeFirstPaint } from './app/shell/cart-slot';
import { cataloguePartOf } from './config/paths';
import { i18n, locale, preloadCatalogue } from './lib/i18n';
import './styles/app.scss';

/**
 * How long the first render waits for the opening screen's chunk. It is
 * usually there already (index.html preloads it); on a very slow line the
 * app shell and a loading view show instead of a blank page.
 */
const FIRST_SCREEN_WAIT_MS = 1000;
/**
 * How much longer it waits, once the chunk and the words are in, for the
 * data the screen opens with. Data that comes within it is in the first
 * paint: one render, and nothing jumps from a loading view to the screen.
 * Slower data (a cold connection to Firestore) shows a loading view first.
 */
const OPENING_DATA_WAIT_MS = 500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// <html lang> names the language of the words on screen, for screen readers
// and fonts: after a change, once that language's words have arrived (the
// catalogue's loader sets `loading` before this listener runs).
const showLanguage = () => {
  if (!i18n.loading.get()) document.documentElement.lang = locale.get();
};
locale.subscribe(showLanguage);
i18n.loading.subscribe(showLanguage);

// The opening screen's chunk, and for a screen that reads as it opens its
// backend too, beside it (router.tsx, openFirstScreen).
const opening = openScreenAt(window.location);

// A promise chain, not top-level await: an awaiting entry module makes the
// bundler split the entry into many small chunks, each one more request.
void Promise.race([
  // A failed load is shown by the screen's own retry view once rendered.
  Promise.all([
    opening.chunk,
    // Bengali or Hindi words arrive with the screen, so the page never
    // paints in English first and then changes under the reader.
    // The shop's frame (top bar, footer) is in the town part, whatever the screen.
    preloadCatalogue('town'),
    preloadCatalogue(cataloguePartOf(window.location.pathname)),
    // A saved cart's number shows in the top bar from the first paint.
    cartLinkBeforeFirstPaint(),
  ])
    .then(() => Promise.race([opening.data, delay(OPENING_DATA_WAIT_MS)]))
    .catch(() => undefined),
  delay(FIRST_SCREEN_WAIT_MS),
]).then(() => {
  // As a transition, the first render runs in short slices rather than one
  // long task, so a tap during start-up is answered promptly.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  whenLoadedAndIdle(preloadRoutes);
  startServiceWorkerLater();
});

/** Runs `task` once the page has loaded and the browser is idle. */
function whenLoadedAndIdle(task: () => void) {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  const start = () => whenIdle(() => task());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * The service worker registers once the first screen is drawn, the page has
 * loaded and the browser is idle. Registering downloads everything the app
 * keeps for offline use (over a megabyte): on a phone's slow line that must
 * not compete with what the opening screen is still fetching (its data, the
 * Demo town, its images), which the page's `load` event does not wait for.
 */
function startServiceWorkerLater() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenLoadedAndIdle(() => {
    import('./app/pwa')
      .then(({ startServiceWorker }) => startServiceWorker())
      .catch(() => undefined);
  });
}
