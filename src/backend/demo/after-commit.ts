import { collections } from '../../lib/models';
import type { DocumentStore } from '../../port/types';
import type { WrittenDoc } from './demo-context';
import type { DeliverPush } from './push-delivery';

/**
 * What follows a commit on the Demo, as on Firebase: the server's triggers
 * (src/server/triggers.ts) for the collections that have one, once per
 * document, and the push service (push-delivery.ts) for the notices the
 * commit wrote for devices. Loaded on the first write, so a page that only
 * reads never loads it. A failure is logged, never the writer's failure.
 */

/** Collections whose writes start a server trigger. */
const triggeredCollections = new Set<string>([collections.shops]);

export async function afterCommit(
  serverStore: DocumentStore,
  written: readonly WrittenDoc[],
  deliverPush: DeliverPush | undefined,
  closed: () => boolean,
): Promise<void> {
  const report = (what: string) => (error: unknown) => {
    if (!closed()) console.error(what, error);
  };
  const runs = written
    .filter((doc) => triggeredCollections.has(doc.collection))
    .map((doc) =>
      import('../../server/triggers')
        .then(({ triggers }) =>
          triggers[doc.collection]?.(serverStore, doc.id, doc.after, doc.before),
        )
        .catch(report('A server trigger failed:')),
    );
  const pushed =
    deliverPush &&
    written.some((doc) => doc.collection === collections.notifications) &&
    import('./push-delivery')
      .then((delivery) => delivery.deliverPushEntries(serverStore, written, deliverPush))
      .catch(report('Notices could not be handed over:'));
  await Promise.all([...runs, pushed]);
}
