import { useEffect } from 'react';
import { settings } from '../config/env';

/** Sets the tab title to "<page> · <app title>" while the screen is shown. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} · ${settings.title}` : settings.title;
  }, [page]);
}
