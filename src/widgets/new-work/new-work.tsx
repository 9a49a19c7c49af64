import { useEffect, useRef } from 'react';
import { Icon } from '../../components/icons';
import { documentTitleOf, useDocumentTitle } from '../../components/use-document-title';
import { useMessages } from '../../lib/i18n';
import {
  playAlertSound,
  primeAlertSound,
  turnSoundOff,
  turnSoundOn,
  useSoundState,
} from './alert-sound';
import { newWorkMessages } from './messages';

/**
 * How the vendor's and the delivery person's screens make new work
 * impossible to miss: the chime once the sound is on, a buzz where the phone
 * can, a banner to tap, and a blinking tab title. (Staff screens only: none
 * of it is part of a customer's first paint.)
 */

// Drawn here, not in icons.tsx: only staff screens ring, and icons.tsx is part of the first paint.
const BellIcon = () => (
  <Icon>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Icon>
);

const BUZZ_MS = [300, 150, 300];
const BLINK_EVERY_MS = 1_000;

/** Whether the person can see this page now: its tab is shown and the window has the focus. */
const pageSeen = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * The tab title of a staff screen, `page` (as `useDocumentTitle` sets it).
 * With an `alert` (new work arrived) and the page out of sight, the title
 * blinks between the two until the page is seen; an alert already seen, or
 * one that arrives while the person is looking, does not blink.
 */
export function useBlinkingTitle(page: string | null, alert: string | null): void {
  useDocumentTitle(page);
  /** The alert the person has seen, so it does not blink again. */
  const seenAlert = useRef<string | null>(null);
  useEffect(() => {
    if (!alert || alert === seenAlert.current) return;
    if (pageSeen()) {
      seenAlert.current = alert;
      return;
    }
    const steady = documentTitleOf(page);
    let showingAlert = false;
    const blink = setInterval(() => {
      showingAlert = !showingAlert;
      document.title = showingAlert ? `🔔 ${documentTitleOf(alert)}` : steady;
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

/** New work arrived: chime if the sound is on, and buzz where the browser lets the page. */
export function announceNewWork(): void {
  playAlertSound();
  // Browsers refuse (with a console message) to buzz a page nobody has tapped yet.
  const activation = typeof navigator === 'undefined' ? undefined : navigator.userActivation;
  if (activation && !activation.hasBeenActive) return;
  navigator.vibrate?.(BUZZ_MS);
}

/**
 * Whether new work chimes: the one tap that turns the sound on (`askLabel`,
 * "Tap to hear new orders"), the tap a browser wants again on a later visit,
 * or a quiet "Sound on" with a way to turn it off.
 */
export function SoundSwitch({ askLabel }: { askLabel: string }) {
  const t = useMessages(newWorkMessages);
  const state = useSoundState();
  // On a later visit the browser wants a tap before it plays: the first one anywhere will do.
  useEffect(() => {
    if (state !== 'asleep') return;
    document.addEventListener('click', primeAlertSound);
    document.addEventListener('keydown', primeAlertSound);
    return () => {
      document.removeEventListener('click', primeAlertSound);
      document.removeEventListener('keydown', primeAlertSound);
    };
  }, [state]);
  return (
    <div className={`sound-switch ${state}`} aria-live="polite">
      {state === 'unavailable' && <p className="small mb-0">{t.soundUnavailable}</p>}
      {state === 'off' && (
        <>
          <button type="button" className="btn btn-warning btn-lg" onClick={turnSoundOn}>
            <BellIcon /> {askLabel}
          </button>
          <p className="small mb-0">{t.soundOffNote}</p>
        </>
      )}
      {state === 'asleep' && (
        <>
          <p className="mb-0">{t.soundAsleep}</p>
          <button type="button" className="btn btn-warning btn-lg" onClick={primeAlertSound}>
            <BellIcon /> {t.wakeSound}
          </button>
        </>
      )}
      {state === 'on' && (
        <p className="mb-0">
          <BellIcon /> <strong>{t.soundOn}</strong>{' '}
          <button type="button" className="btn btn-link" onClick={turnSoundOff}>
            {t.turnSoundOff}
          </button>
        </p>
      )}
    </div>
  );
}

/** The id of the list item holding the card of the order numbered `number`. */
export const workCardId = (number: string) => `work-${number}`;

/** Brings the card of the order numbered `number` into view and focuses it (the banner's tap). */
export function showWorkCard(number: string | undefined): void {
  const card = number ? document.getElementById(workCardId(number)) : null;
  card?.scrollIntoView({ block: 'start' });
  card?.focus({ preventScroll: true });
}

/** "New order TS-482913 — tap to see it": the news, one tap from the work it names. */
export function NewWorkBanner({
  news,
  count,
  onOpen,
  onDismiss,
}: {
  news: string;
  count: number;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  const t = useMessages(newWorkMessages);
  return (
    <div className="alert alert-info new-work" role="status">
      <button type="button" className="new-work-open" onClick={onOpen}>
        <BellIcon />
        <span>
          <strong className="d-block">{news}</strong>
          <span className="new-work-hint">{t.tapToSee(count)}</span>
        </span>
      </button>
      <button type="button" className="btn-close" aria-label={t.dismiss} onClick={onDismiss} />
    </div>
  );
}
