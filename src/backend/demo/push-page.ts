import type { DemoPushNotice } from './channel-wire';
import { storedDemoDevice } from './device-token';

export { demoDevice } from './device-token';

/**
 * The page's half of the Demo's push service (push-delivery.ts): of the
 * notices the server just wrote, this browser's device shows its own, with
 * the app's service worker registration and the options the worker would
 * give a push on Firebase, so they appear whether or not the tab is in
 * front. Nothing is shown where notifications were not allowed, or no
 * worker is registered.
 */
export async function showDemoNotices(notices: readonly DemoPushNotice[]): Promise<number> {
  const device = storedDemoDevice();
  const mine = notices.filter((notice) => notice.token === device);
  if (!device || mine.length === 0) return 0;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return 0;
  // A registered worker still installing cannot show one yet: it is waited for.
  if (!(await navigator.serviceWorker?.getRegistration())) return 0;
  const registration = await navigator.serviceWorker.ready;
  for (const { title, options } of mine) await registration.showNotification(title, options);
  return mine.length;
}
