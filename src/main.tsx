import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreenFor } from './app/router';
import './styles/app.scss';

/**
 * How long the first render waits for the opening screen's chunk. It is
 * usually there already (index.html preloads it); on a very slow line the
 * app shell and a loading view show instead of a blank page.
 */
const FIRST_SCREEN_WAIT_MS = 1000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A promise chain, not top-level await: an awaiting entry module makes the
// bundler split the entry into many small chunks, each one more request.
void Promise.race([
  // A failed load is shown by the screen's own retry view once rendered.
  Promise.resolve(window.location.pathname)
    .then(preloadScreenFor)
    .catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
]).then(() =>
  // As a transition, the first render runs in short slices rather than one
  // long task, so a tap during start-up is answered promptly.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
