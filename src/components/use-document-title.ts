import { useEffect } from 'react';
import { settings } from '../config/env';

/** "<page> · <app title>", or the app's title alone. */
export const documentTitleOf = (page: string | null): string =>
  page ? `${page} · ${settings.title}` : settings.title;

/** Sets the tab title to "<page> · <app title>" while the screen is shown. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitleOf(page);
  }, [page]);
}
