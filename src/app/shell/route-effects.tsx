import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every route change scroll to the top, remove any modal backdrop
 * a screen left behind, and clear <body>'s style and class (a modal that
 * unmounted mid-animation leaves `overflow: hidden` there).
 */
export function resetPageForNewRoute(): void {
  window.scrollTo(0, 0);
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
