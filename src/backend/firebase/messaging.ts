import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { FirebaseContext } from './app';
import { firebaseCodeOf, toBackendError } from './errors';

/**
 * This device's Firebase Cloud Messaging registration token, for the app's
 * one service worker (src/sw.ts shows what arrives: no Firebase code runs
 * there). Loaded only when someone turns notifications on, so nobody else
 * downloads firebase/messaging. Null where this browser cannot be sent
 * notifications (no Push API: an old browser, an iPhone's Safari outside a
 * Home Screen app).
 */
export async function messagingToken(
  context: FirebaseContext,
  vapidKey: string,
  registration: ServiceWorkerRegistration,
): Promise<string | null> {
  if (!(await isSupported())) return null;
  try {
    return await getToken(getMessaging(context.app), {
      vapidKey,
      serviceWorkerRegistration: registration,
    });
  } catch (error) {
    if (firebaseCodeOf(error) === 'messaging/unsupported-browser') return null;
    throw toBackendError(error);
  }
}
