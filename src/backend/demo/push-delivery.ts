import { collections } from '../../lib/models';
import { noticeOptions, readPushNotice } from '../../lib/push-notice';
import type { DocData, DocumentStore } from '../../port/types';
import type { WrittenDoc } from './demo-context';
import type { DemoPushNotice } from './channel-wire';

/**
 * The Demo's push service (issue 34). On Firebase a Cloud Function sends
 * each `channel: 'push'` outbox entry through Cloud Messaging, and the
 * phone's service worker shows it; the Demo has no push service, and every
 * device is a browser on this machine. So right after the server's commit
 * (after-commit.ts), the backend hands the new push entries to
 * its page (`deliver`), which shows those of this browser's device with the
 * service worker's registration (push-page.ts), and the entries are marked
 * sent, as the function marks them once Cloud Messaging took them. Loaded
 * only when a commit wrote one.
 */

/**
 * What the page shows for a pending push entry, as the service worker shows
 * a push (its link, when not the app's, opening the home page); null for any
 * other entry, or one that is no notice, which is not handed over.
 */
function pendingPush(id: string, entry: DocData | null): DemoPushNotice | null {
  if (entry?.['channel'] !== 'push' || entry['status'] !== 'pending') return null;
  const { token } = entry;
  const notice = readPushNotice(entry);
  return typeof token === 'string' && notice
    ? { id, token, title: notice.title, options: noticeOptions(notice) }
    : null;
}

/** Hands `deliver` what shows on a device. */
export type DeliverPush = (notices: DemoPushNotice[]) => void;

/**
 * The push entries a commit made pending, as the page shows them: new ones,
 * and any an admin set pending again (as Firebase's sweeper retries them).
 */
export function newPushNotices(written: readonly WrittenDoc[]): DemoPushNotice[] {
  return written.flatMap(({ collection, id, before, after }) => {
    if (collection !== collections.notifications || before?.['status'] === 'pending') return [];
    const notice = pendingPush(id, after);
    return notice ? [notice] : [];
  });
}

/**
 * Hands the commit's new push entries to the page, then marks each one sent
 * (once: an entry no longer pending, marked by another tab, is left alone).
 */
export async function deliverPushEntries(
  serverStore: DocumentStore,
  written: readonly WrittenDoc[],
  deliver: DeliverPush,
): Promise<void> {
  const notices = newPushNotices(written);
  if (notices.length === 0) return;
  deliver(notices);
  for (const { id } of notices) {
    await serverStore.runTransaction(async (tx) => {
      const entry = await tx.get(collections.notifications, id);
      if (entry?.data['status'] !== 'pending') return;
      const attempts = entry.data['attempts'];
      tx.update(collections.notifications, id, {
        status: 'sent',
        attempts: (typeof attempts === 'number' ? attempts : 0) + 1,
        sentAt: new Date(),
      });
    });
  }
}
