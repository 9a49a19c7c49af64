import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { settings } from '../../config/env';
import { queryClient } from '../../data/query-client';
import {
  askPermission,
  pushStanding,
  turnOn,
  type PushStanding,
  type PushSubject,
} from '../../data/push-device';
import { messageOf } from '../../port/errors';
import { useMessages } from '../../lib/i18n';
import { Icon } from '../../components/icons';
import { orderPushMessages, pushMessages } from './messages';

// Drawn here, not in icons.tsx (part of the first paint): only these screens show it.
export const RingIcon = () => (
  <Icon>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
    <path d="M3 6.5 5 8M21 6.5 19 8" />
  </Icon>
);

/** Whether this town has notifications: the Demo always; a Firebase project with its web push key. */
const townSetUp = !settings.firebase || Boolean(settings.firebase.vapidKey);

/** Where this browser stands for `subject`, and the tap that turns notifications on. */
export function usePushSwitch(subject: PushSubject) {
  const [standing, setStanding] = useState<PushStanding>(() => pushStanding(subject, townSetUp));
  const turning = useMutation(
    {
      mutationFn: (answer: Promise<NotificationPermission>) => turnOn(subject, answer),
      onSuccess: setStanding,
    },
    queryClient,
  );
  return {
    standing,
    /** Set after a change made elsewhere (turned off, checked again). */
    setStanding,
    turning,
    /** The tap: the browser's question first, while the tap is still being handled. */
    turnOn: () => turning.mutate(askPermission()),
    checkAgain: () => setStanding(pushStanding(subject, townSetUp)),
  };
}

/**
 * The switch as the person sees it: the button that turns notifications on
 * (`words.turnOn`, with `words.offNote` under it), what is on (`on`), or, when the
 * phone cannot do it yet, why and what to do: blocked (how to allow it
 * again), an iPhone's browser (the two taps to the Home Screen), a browser
 * without notifications, a town that has not set them up.
 */
export function PushSwitchView({
  control,
  words,
  on,
  className = '',
  children,
}: {
  control: ReturnType<typeof usePushSwitch>;
  /** The button's words, and the line under it. */
  words: { turnOn: string; offNote?: string };
  /** What shows while on, after the ring: the sentence, and any way to turn it off. */
  on: ReactNode;
  className?: string;
  /** Under it while on (why turning off failed). */
  children?: ReactNode;
}) {
  const t = useMessages(pushMessages);
  const { standing, turning } = control;
  /** Why the phone cannot ring yet, in one line; what to do, a tap away (the orders stay in sight). */
  const say = (lead: string, how?: { label: string; text: string }, again = false) => (
    <div className={`push-switch ${standing} ${className}`} aria-live="polite">
      <p className="mb-0">
        <strong>{lead}</strong>
      </p>
      {how && (
        <details className="push-how">
          <summary>{how.label}</summary>
          <p className="mb-2">{how.text}</p>
          {again && (
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={control.checkAgain}
            >
              {t.checkAgain}
            </button>
          )}
        </details>
      )}
    </div>
  );
  switch (standing) {
    case 'not-set-up':
      return say(t.notSetUp);
    case 'unsupported':
      return say(t.unsupported);
    case 'install-first':
      return say(t.installFirst, { label: t.howToInstall, text: t.installHow });
    case 'blocked':
      return say(t.blocked, { label: t.howToAllow, text: t.blockedHow }, true);
    case 'on':
      return (
        <div className={`push-switch on ${className}`} aria-live="polite">
          <p className="mb-0">
            <RingIcon /> {on}
          </p>
          {children}
        </div>
      );
    case 'off':
      return (
        <div className={`push-switch off ${className}`} aria-live="polite">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={control.turnOn}
            disabled={turning.isPending}
          >
            <RingIcon /> {turning.isPending ? t.turningOn : words.turnOn}
          </button>
          {words.offNote && <p className="small mb-0 push-note">{words.offNote}</p>}
          {turning.isError && (
            <p className="text-danger small mb-0 w-100" role="alert">
              {t.couldNotTurnOn} {messageOf(turning.error)}
            </p>
          )}
        </div>
      );
  }
}

/**
 * "Tell me when the shop answers": after ordering, never before, the
 * customer may ask to be told on this phone when the order is accepted,
 * changed, rejected, on its way and delivered (the server decides and
 * sends). Holding the order's id is what lets this browser ask. A list
 * sent to a shop asks the same way, by its id, in its own `words`.
 */
export function OrderPushSwitch({
  orderId,
  words,
}: {
  orderId: string;
  words?: { turnOn: string; offNote: string; on: string };
}) {
  const own = useMessages(orderPushMessages);
  const t = words ?? own;
  const control = usePushSwitch({ kind: 'order', orderId });
  return <PushSwitchView control={control} words={t} className="order-push" on={t.on} />;
}
