import {
  Component,
  createElement,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { LoadingView, ProblemView } from '../components/screen-status';
import { RetryIcon } from '../components/icons';
import { textOf } from '../lib/i18n';
import type { OpeningData } from '../data/query-client';
import { shellMessages } from './messages';

/** A screen chunk that has not arrived in 120 s is a failed load. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen's props are its own
export interface ScreenModule<P = any> {
  default: ComponentType<P>;
  openingData?: OpeningData;
}

/** What the first paint of a screen waits for (see openScreenAt in router.tsx). */
export interface ScreenArrival {
  /** The screen's chunk. */
  chunk: Promise<void>;
  /** The reads it makes as it opens, started once its chunk is in; never rejects. */
  data: Promise<void>;
}

export function loadWithTimeout(
  load: () => Promise<ScreenModule>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<ScreenModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timed out')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Turns a failed chunk load into a "couldn't load — try again" screen, never a blank page. */
class ChunkErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // The parent re-keys this boundary on retry, so a fresh one renders the new import.
  private retry = () => this.props.onRetry();

  render() {
    if (!this.state.failed) return this.props.children;
    const t = textOf(shellMessages);
    return (
      <ProblemView
        title={t.pageCouldNotLoad}
        action={
          <button type="button" className="btn btn-primary" onClick={this.retry}>
            <RetryIcon /> {t.tryAgain}
          </button>
        }
      >
        <p className="mb-0">{t.connectionDropped}</p>
      </ProblemView>
    );
  }
}

const RELOADED_AT_KEY = 'chunkReloadAt';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * A chunk that fails while the browser is online most likely belongs to an
 * older deployment (its file is gone): the page reloads once to fetch the new
 * one. A second failure within a minute is shown as the retry view instead.
 * Returns true when a reload has started.
 */
function reloadForNewDeployment(): boolean {
  try {
    if (!navigator.onLine) return false;
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false; // no session storage: never risk a reload loop
  }
  window.location.reload();
  return true;
}

/** A lazily loaded screen that can also be fetched ahead of its first render. */
export type LazyScreen<P extends object = object> = ComponentType<P> & {
  /** Fetches the screen's chunk; once it has arrived the screen renders without a loading view. */
  preload: () => Promise<ScreenModule<P>>;
};

/**
 * A lazily loaded screen with its own loading indicator and retry screen.
 *
 * Deliberately not React.lazy + Suspense: React holds a screen back for up to
 * 300 ms after a Suspense fallback has been shown, so every first visit to a
 * screen waited that long even when its chunk came in 20 ms. Here the loading
 * view is plain state, and the screen shows the moment its chunk arrives. A
 * screen whose chunk has arrived before (preloaded, or shown earlier) renders
 * at once, with no loading view at all.
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<ScreenModule<P>>,
): LazyScreen<P> {
  let arrived: ComponentType<P> | undefined;
  let pending: Promise<ScreenModule<P>> | undefined;
  const fetchScreen = () => {
    pending ??= (loadWithTimeout(load) as Promise<ScreenModule<P>>).then(
      (module) => {
        arrived = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a retry imports again
        if (reloadForNewDeployment()) return new Promise<never>(() => undefined);
        throw error;
      },
    );
    return pending;
  };

  type Outcome = { screen: ComponentType<P> } | { error: unknown };

  function Arriving({ screenProps }: { screenProps: P }) {
    const [outcome, setOutcome] = useState<Outcome | undefined>(() =>
      arrived ? { screen: arrived } : undefined,
    );
    useEffect(() => {
      if (outcome) return;
      fetchScreen().then(
        (module) => setOutcome({ screen: module.default }),
        (error: unknown) => setOutcome({ error }),
      );
    }, [outcome]);
    if (!outcome) return <LoadingView fill />;
    // The boundary around this turns a failed load into the retry screen.
    if ('error' in outcome) throw outcome.error;
    return createElement(outcome.screen, screenProps);
  }

  function Screen(props: P) {
    const [attempt, setAttempt] = useState(0);
    return (
      <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt((count) => count + 1)}>
        <Arriving screenProps={props} />
      </ChunkErrorBoundary>
    );
  }
  Screen.preload = fetchScreen;
  return Screen;
}
