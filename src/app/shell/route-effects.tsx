import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every route change scroll to the top, remove any modal backdrop
 * a screen left behind, and clear <body>'s style and class (a modal that
 * unmounted mid-animation leaves `overflow: hidden` there).
 */
export function resetPageForNewRoute(): void {
  // Instant: Bootstrap makes scrolling smooth, and a new screen should not
  // open scrolled down and glide up under the reader.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  document.querySelectorAll('.modal-backdrop').forEach((backdrop) => backdrop.remove());
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
}

export function RouteEffects() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    resetPageForNewRoute();
  }, [pathname]);
  return null;
}
