import { useEffect, useState, type ReactNode } from 'react';
import { hasCatalogue, preloadCatalogue } from '../lib/i18n';
import type { CataloguePart } from '../locales/load';
import { LoadingView } from './screen-status';

/**
 * Whether the chosen language's words of `part` are here, fetching them once
 * if not. Words that cannot be fetched are no reason to hide a screen: it
 * shows in English then.
 */
export function useWordsOf(part: CataloguePart): boolean {
  const [ready, setReady] = useState(() => hasCatalogue(part));
  useEffect(() => {
    if (ready) return;
    preloadCatalogue(part)
      .catch(() => undefined)
      .then(() => setReady(true));
  }, [ready, part]);
  return ready;
}

/**
 * What needs a part of the catalogue its route does not fetch first (a list's
 * card in Find Order, the vendor's and the admin's lists), shown once its
 * words are here, so a Bengali or Hindi reader never sees it in English first.
 */
export function WordsOf({ part, children }: { part: CataloguePart; children: ReactNode }) {
  return useWordsOf(part) ? children : <LoadingView />;
}
