import * as v from 'valibot';
import { getBackend } from '../backend';
import { withTimeout } from '../backend/timeout';
import { locale } from '../lib/i18n';
import { locales } from '../lib/i18n/locales';
import { readStored, removeStored, storageKeys, writeStored } from '../lib/storage';
import type { Backend } from '../port/types';
import type { NotifyMeRequest } from '../port/callables';

/**
 * Notifications on this phone (issue 34), the browser's half: the person
 * allows them with a tap, the backend gives this device its token
 * (`backend.pushToken`), and the server is told whom the device is for with
 * `notifyMe`; the server decides what it is told, and sends it. What this
 * browser asked for is remembered (the token, the staff member, the orders),
 * so a sign-out and "Forget me" can untie it without asking again, and
 * without loading any of the messaging code.
 */

/** Where this browser stands, for one staff member or one order. */
export type PushStanding =
  /** No service worker or notifications here (an old browser, a private window, the dev server). */
  | 'unsupported'
  /** An iPhone or iPad's browser: notifications come only to the app added to the Home Screen. */
  | 'install-first'
  /** The town has not set notifications up (no web push key). */
  | 'not-set-up'
  /** The person, or the browser, blocked notifications for this site. */
  | 'blocked'
  | 'off'
  | 'on';

export type PushSubject = { kind: 'staff'; uid: string } | { kind: 'order'; orderId: string };

/** What this browser asked the server for, kept in localStorage. */
const pushMemory = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9:_-]{16,4096}$/)),
  language: v.picklist(locales),
  /** The staff member this device is tied to; null: none. */
  staffUid: v.nullable(v.string()),
  /** The orders this device asked to hear about, latest last (the server keeps at most 20). */
  orderIds: v.pipe(v.array(v.string()), v.maxLength(20)),
});
type PushMemory = v.InferOutput<typeof pushMemory>;

const remembered = (): PushMemory | null => readStored(storageKeys.pushDevice, pushMemory);

/** The browser's own word on notifications, read safely where it has none. */
function permission(): NotificationPermission | null {
  return typeof Notification === 'undefined' ? null : Notification.permission;
}

/** An iPhone's or iPad's browser, which gives notifications only to a Home Screen app. */
function appleOutsideHomeScreen(): boolean {
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    // An iPad asks for the desktop site: a Mac that can be touched.
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const homeScreen =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return apple && !homeScreen;
}

/**
 * Where this browser stands for `subject` now, from the browser and what was
 * remembered; `setUp`: whether the town has notifications (its web push key,
 * src/config, which the screen reads: this module, loaded on its own by a
 * sign-out or "Forget me", carries no settings).
 */
export function pushStanding(subject: PushSubject, setUp: boolean): PushStanding {
  if (!setUp) return 'not-set-up';
  if (appleOutsideHomeScreen()) return 'install-first';
  const allowed = permission();
  if (allowed === null || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return 'unsupported';
  }
  if (allowed === 'denied') return 'blocked';
  const memory = remembered();
  const asked =
    subject.kind === 'staff'
      ? memory?.staffUid === subject.uid
      : (memory?.orderIds.includes(subject.orderId) ?? false);
  return allowed === 'granted' && asked ? 'on' : 'off';
}

/**
 * The browser's question "Allow notifications?". Called in the tap's own
 * handler, first: some browsers ask only while the tap is being handled.
 */
export function askPermission(): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return Promise.resolve('denied');
  return Notification.requestPermission();
}

/** How long getting the device's token may take (Cloud Messaging asks its own servers). */
export const TOKEN_WAIT_MS = 20_000;

/** How long the app's service worker may take to be ready (it registers once the page is idle). */
export const WORKER_WAIT_MS = 10_000;

/**
 * The app's service worker, once registered and active (it shows what
 * arrives); null where none comes (the dev server, a blocked one).
 */
function appWorker(): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
}

/** Asks the server's `notifyMe` (`NotifyMeRequest`, the contract's). */
function notifyMe(backend: Backend, request: NotifyMeRequest): Promise<unknown> {
  return backend.call('notifyMe', request);
}

/**
 * Turns notifications on for `subject`, once the person answered the
 * browser's question (`answer`, from askPermission): gets this device's
 * token and tells the server whom it is for, in the language on screen.
 * Resolves to where the browser stands after; a failure to reach the server
 * is thrown, to be said in plain words.
 */
export async function turnOn(
  subject: PushSubject,
  answer: Promise<NotificationPermission>,
): Promise<PushStanding> {
  if ((await answer) !== 'granted') return permission() === 'denied' ? 'blocked' : 'off';
  const worker = await appWorker();
  if (!worker) return 'unsupported';
  const backend = await getBackend();
  const token = await withTimeout(backend.pushToken(worker), TOKEN_WAIT_MS);
  if (!token) return 'unsupported';
  const language = locale.get();
  await notifyMe(
    backend,
    subject.kind === 'staff'
      ? { action: 'staff', token, language }
      : { action: 'order', token, language, orderId: subject.orderId },
  );
  const was = remembered();
  // A new token (the browser's, renewed) replaces the old one: the server moved it.
  const kept: PushMemory = {
    token,
    language,
    staffUid: subject.kind === 'staff' ? subject.uid : (was?.staffUid ?? null),
    orderIds:
      subject.kind === 'order'
        ? [...(was?.orderIds ?? []).filter((id) => id !== subject.orderId), subject.orderId].slice(
            -20,
          )
        : (was?.orderIds ?? []),
  };
  writeStored(storageKeys.pushDevice, kept);
  return 'on';
}

/** Unties this device from the staff member it was turned on for: their news no longer comes here. */
export async function turnOffForStaff(): Promise<void> {
  const memory = remembered();
  if (!memory) return;
  await notifyMe(await getBackend(), { action: 'signOut', token: memory.token });
  writeStored(storageKeys.pushDevice, { ...memory, staffUid: null });
}

/** Whether this device is tied to a staff member (a sign-out must untie it). */
export const tiedToStaff = (): boolean => (remembered()?.staffUid ?? null) !== null;

/** Whether this browser asked for any notification (a "Forget me" must tell the server). */
export const askedForNotices = (): boolean => remembered() !== null;

/**
 * "Forget me on this phone": the server deletes everything about this
 * device (its staff member, its orders), and this browser forgets it asked.
 */
export async function forgetDevice(): Promise<void> {
  const memory = remembered();
  if (!memory) return;
  await notifyMe(await getBackend(), { action: 'forget', token: memory.token });
  removeStored(storageKeys.pushDevice);
}

/**
 * A staff member whose notifications are on, reading in another language
 * now: the server is told, so the next notice comes in it. Quiet: a failure
 * leaves the old language until the next try.
 */
export async function keepLanguage(uid: string): Promise<void> {
  const memory = remembered();
  const language = locale.get();
  if (!memory || memory.staffUid !== uid || memory.language === language) return;
  if (permission() !== 'granted') return;
  try {
    await notifyMe(await getBackend(), { action: 'staff', token: memory.token, language });
    writeStored(storageKeys.pushDevice, { ...memory, language });
  } catch {
    // Said again next time the screen opens.
  }
}
