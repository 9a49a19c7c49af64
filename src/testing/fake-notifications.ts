import { afterEach, beforeEach, vi } from 'vitest';
import type { DemoBackendHandle } from '../backend/demo/demo-backend';

/**
 * The browser's side of notifications, for the test DOM (which has none):
 * the permission and its question, the app's service worker registration
 * and what it shows, and the platform (an iPhone, a Home Screen app). What
 * the app does with them runs for real.
 */
export interface FakeNotifications {
  /** What Notification.permission says now. */
  permission: NotificationPermission;
  /** What the person answers when asked; the permission becomes it. */
  answer: NotificationPermission;
  /** How many times the browser asked. */
  asked: number;
  /** Notifications shown with the registration, as showNotification got them. */
  shown: { title: string; options: NotificationOptions }[];
  /** The registration the app finds; null: none registered. */
  registration: ServiceWorkerRegistration | null;
  /** Takes the browser's notifications away (an old browser). */
  remove(): void;
  /** The browser of an iPhone; `homeScreen`: the app opened from the Home Screen. */
  iPhone(homeScreen: boolean): void;
}

export function fakeNotifications(): FakeNotifications {
  const fake: FakeNotifications = {
    permission: 'default',
    answer: 'granted',
    asked: 0,
    shown: [],
    registration: null,
    remove() {
      vi.stubGlobal('Notification', undefined);
    },
    iPhone(homeScreen) {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      );
      Object.defineProperty(navigator, 'standalone', { value: homeScreen, configurable: true });
    },
  };
  const registration = {
    showNotification: (title: string, options: NotificationOptions = {}) => {
      fake.shown.push({ title, options });
      return Promise.resolve();
    },
  } as unknown as ServiceWorkerRegistration;

  beforeEach(() => {
    fake.permission = 'default';
    fake.answer = 'granted';
    fake.asked = 0;
    fake.shown = [];
    fake.registration = registration;
    vi.stubGlobal('Notification', {
      get permission() {
        return fake.permission;
      },
      requestPermission: () => {
        fake.asked += 1;
        fake.permission = fake.answer;
        return Promise.resolve(fake.answer);
      },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: () => Promise.resolve(fake.registration ?? undefined),
        // Resolves once a worker is registered and active; never, where none is.
        get ready() {
          const { registration: active } = fake;
          return active ? Promise.resolve(active) : new Promise(() => undefined);
        },
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(navigator, 'standalone');
  });
  return fake;
}

/**
 * The requests sent to the server's `notifyMe` (the notify-server branch's
 * callable), answered `{ done: true }` here; every other call goes to the
 * test's Demo backend as it is.
 */
export function recordNotifyMe(handle: DemoBackendHandle): unknown[] {
  const sent: unknown[] = [];
  beforeEach(() => {
    sent.length = 0;
    const call = handle.backend.call.bind(handle.backend);
    vi.spyOn(handle.backend, 'call').mockImplementation(((name: string, request: unknown) => {
      if (name !== 'notifyMe') return call(name as never, request as never);
      sent.push(request);
      return Promise.resolve({ done: true });
    }) as typeof handle.backend.call);
  });
  return sent;
}
