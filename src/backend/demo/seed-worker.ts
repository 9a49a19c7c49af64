// The worker that writes the seed town (see seedTownOnce in demo-backend.ts).
import { seedTown, type SeedReply, type SeedRequest } from './seed-town';

addEventListener('message', (event: MessageEvent<SeedRequest>) => {
  seedTown(event.data.databaseName).then(
    (written) => postMessage({ written } satisfies SeedReply),
    (error: unknown) => {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      postMessage({ failure: { name, message } } satisfies SeedReply);
    },
  );
});
