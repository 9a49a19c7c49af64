import { resolve } from 'node:path';
import { fetchHttp, firebaseAdminClient } from './admin-sdk.ts';
import { binFolderOf } from './commands.ts';
import { terminalIo } from './io.ts';
import { launch } from './launch.ts';

/** `npm run launch`, in this repository, at this terminal. */
export async function launchFromTerminal(argv: string[]): Promise<number> {
  const root = resolve(import.meta.dirname, '../..');
  const io = terminalIo();
  try {
    return await launch(argv, {
      root,
      binFolder: binFolderOf(root),
      env: process.env,
      io,
      adminClient: (projectId, apiKey) => firebaseAdminClient(projectId, apiKey, process.env),
      http: fetchHttp,
    });
  } finally {
    io.close();
  }
}
