import type { ReactNode } from 'react';
import { LoadingView } from '../components/screen-status';
import { useWordsOf } from '../components/words-of';
import type { CataloguePart } from '../locales/load';

/**
 * Shows a screen once the chosen language's words for it have arrived, so a
 * first visit in Bengali or Hindi never paints in English and then changes
 * under the reader. Only the first paint waits: a later change of language
 * keeps the screen, and what was typed in it, while the new words load.
 */
export function WordsFirst({ part, children }: { part: CataloguePart; children: ReactNode }) {
  return useWordsOf(part) ? children : <LoadingView fill />;
}
