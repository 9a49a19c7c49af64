import { getBackend } from '../backend';
import { serverTime, type DocData } from '../backend/types';
import { randomId } from '../lib/ids';
import { collections, type NotificationChat } from '../lib/models';

/**
 * Visitor bookings and requests (appointments, lab bookings, medicine orders,
 * assistance, rides, service requests), written once on the backend port.
 *
 * The record and its outbox entry go in one transaction, so staff are told
 * about exactly the requests that exist. The id is made by the form before
 * the first attempt, so a retry after a lost answer writes the same record
 * again rather than a second one.
 */

/** The notification text limit firestore.rules allows (Telegram's own is 4096). */
export const NOTICE_MAX = 4000;

export interface StaffNotice {
  chat: NotificationChat;
  text: string;
}

export function newRequestId(): string {
  return randomId();
}

/** The outbox id of a request: one announcement per record, whatever the retries. */
export const noticeIdFor = (collection: string, id: string) => `${collection}-${id}`;

/** An outbox entry as firestore.rules' isValidAlert() accepts it: pending, never tried. */
export function outboxEntry(notice: StaffNotice, subject: string): DocData {
  return {
    chat: notice.chat,
    text: notice.text.slice(0, NOTICE_MAX),
    subject,
    status: 'pending',
    attempts: 0,
    createdAt: serverTime,
    sentAt: null,
  };
}

export async function saveRequest(
  collection: string,
  id: string,
  fields: DocData,
  notice: StaffNotice,
): Promise<void> {
  const { store } = await getBackend();
  await store.runTransaction(async (tx) => {
    tx.set(collection, id, { ...fields, status: 'new', createdAt: serverTime });
    tx.set(
      collections.notifications,
      noticeIdFor(collection, id),
      outboxEntry(notice, `${collection}/${id}`),
    );
  });
}
