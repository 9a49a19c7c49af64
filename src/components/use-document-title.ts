import { useEffect, useRef } from 'react';
import { settings } from '../config/env';

const BLINK_EVERY_MS = 1_000;

const titleOf = (text: string | null) => (text ? `${text} · ${settings.title}` : settings.title);

/** Whether the person can see this page now: its tab is shown and the window has the focus. */
const pageSeen = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * Sets the tab title to "<page> · <app title>" while the screen is shown.
 * With an `alert` (new work arrived) and the page out of sight, the title
 * blinks between the two until the page is seen; an alert already seen, or
 * one that arrives while the person is looking, does not blink.
 */
export function useDocumentTitle(page: string | null, alert: string | null = null): void {
  /** The alert the person has seen, so it does not blink again. */
  const seenAlert = useRef<string | null>(null);
  useEffect(() => {
    const steady = titleOf(page);
    document.title = steady;
    if (!alert || alert === seenAlert.current) return;
    if (pageSeen()) {
      seenAlert.current = alert;
      return;
    }
    let showingAlert = false;
    const blink = setInterval(() => {
      showingAlert = !showingAlert;
      document.title = showingAlert ? `🔔 ${titleOf(alert)}` : steady;
    }, BLINK_EVERY_MS);
    const stopWhenSeen = () => {
      if (!pageSeen()) return;
      seenAlert.current = alert;
      stop();
    };
    const stop = () => {
      clearInterval(blink);
      window.removeEventListener('focus', stopWhenSeen);
      document.removeEventListener('visibilitychange', stopWhenSeen);
      document.title = steady;
    };
    window.addEventListener('focus', stopWhenSeen);
    document.addEventListener('visibilitychange', stopWhenSeen);
    return stop;
  }, [page, alert]);
}
