// Web Push through Firebase Cloud Messaging: one data-only message per
// outbox entry of channel 'push' (src/server/notices.ts writes them), sent
// with firebase-admin's messaging. The service worker's own `push` listener
// shows it (docs/decisions.md, "Data-only push messages"), so the words are
// the ones the server wrote, in the device's language.

import type { Message } from 'firebase-admin/messaging';
import type { PushNotice } from '../../src/lib/models';

/** What the sender needs of `getMessaging()`: one send. Tests fake it at this boundary. */
export interface PushMessaging {
  send(message: Message): Promise<string>;
}

export type PushResult =
  | { ok: true }
  | {
      ok: false;
      /** FCM may take it later (unavailable, internal, a rate limit). */
      retryable: boolean;
      /** The token is dead or malformed: its device is forgotten. */
      prune: boolean;
      /** Short: the error's code, never the token. */
      error: string;
    };

/** The message FCM sends for an entry: data only, urgent, kept a day for a phone that is off. */
export function pushMessageOf(
  entry: Pick<PushNotice, 'token' | 'title' | 'body' | 'link' | 'tag'>,
): Message {
  return {
    token: entry.token,
    data: { title: entry.title, body: entry.body, link: entry.link, tag: entry.tag },
    webpush: { headers: { Urgency: 'high', TTL: '86400' } },
  };
}

/** The token is not (or no longer) a device's: FCM will never deliver to it. */
const deadToken = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/invalid-argument',
]);

/** FCM's own trouble or its rate limits: the same message may go later. */
const temporary = new Set([
  'messaging/internal-error',
  'messaging/server-unavailable',
  'messaging/unknown-error',
  'messaging/message-rate-exceeded',
  'messaging/device-message-rate-exceeded',
]);

/** Sends one entry. Never throws; never puts the token in its error. */
export async function sendPush(
  messaging: PushMessaging,
  entry: Pick<PushNotice, 'token' | 'title' | 'body' | 'link' | 'tag'>,
): Promise<PushResult> {
  try {
    await messaging.send(pushMessageOf(entry));
    return { ok: true };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code !== 'string') {
      // A network failure before FCM answered.
      const name = error instanceof Error ? error.name : typeof error;
      return { ok: false, retryable: true, prune: false, error: `push not sent (${name})` };
    }
    return {
      ok: false,
      retryable: !deadToken.has(code) && (temporary.has(code) || !code.startsWith('messaging/')),
      prune: deadToken.has(code),
      error: `fcm ${code.replace(/[^\w/-]/g, '').slice(0, 80)}`,
    };
  }
}
