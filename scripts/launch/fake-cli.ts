import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/**
 * For tests of `npm run launch`: a town's folder, and a `firebase` and an
 * `npm` (fake-firebase.mjs) to put first on the PATH, which record every
 * call in `logPath` and answer from the project state in `statePath`.
 */
export interface FakeCli {
  /** The temporary folder holding all of it; the test removes it. */
  folder: string;
  /** The town's folder, with the files the launch reads (firebase.json, the rules…). */
  town: string;
  statePath: string;
  logPath: string;
  /** The environment the launch runs the fakes with. */
  env: NodeJS.ProcessEnv;
}

const repository = join(import.meta.dirname, '../..');

export function fakeCli(): FakeCli {
  const folder = mkdtempSync(join(tmpdir(), 'launch-'));
  const town = join(folder, 'town');
  const bin = join(folder, 'bin');
  mkdirSync(join(town, 'functions'), { recursive: true });
  mkdirSync(bin);
  for (const file of [
    'firebase.json',
    'firestore.rules',
    'firestore.indexes.json',
    '.env.example',
  ]) {
    copyFileSync(join(repository, file), join(town, file));
  }
  const fake = join(import.meta.dirname, 'fake-firebase.mjs');
  for (const [name, extra] of [
    ['firebase', ''],
    ['npm', ' --npm'],
  ] as const) {
    writeFileSync(
      join(bin, name),
      `#!/bin/sh\nexec "${process.execPath}" "${fake}"${extra} "$@"\n`,
    );
    chmodSync(join(bin, name), 0o755);
  }
  const statePath = join(folder, 'state.json');
  const logPath = join(folder, 'calls.log');
  writeFileSync(logPath, '');
  return {
    folder,
    town,
    statePath,
    logPath,
    env: {
      PATH: `${bin}${delimiter}${process.env['PATH'] ?? ''}`,
      FAKE_FIREBASE_STATE: statePath,
      FAKE_FIREBASE_LOG: logPath,
    },
  };
}
