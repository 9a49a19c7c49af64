#!/usr/bin/env node
// Why our own: Playwright cannot tell that dist/ is stale, nor test a snapshot of it.
//
// `npm run test:e2e`: Playwright against the production build.
//   node scripts/e2e.mjs [--build] [playwright args…]
// Builds first when dist/ has no index.html or when --build is passed (the
// tests must see the code you just changed, not an old dist/); every other
// argument goes to `playwright test` (e.g. --project phone, -g "footer").
//
// The tests are served from a snapshot of dist/ (E2E_DIST, read by
// playwright.config.ts), not from dist/ itself: in a working copy where
// someone runs `vite build` while the tests run, dist/ is emptied and
// refilled with new chunk names under our feet, and the failures that causes
// look like bugs in the app.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readFile, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { delimiter, join, resolve } from 'node:path';
import { requireChromium } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'node_modules/.bin');
const dist = join(root, 'dist');
const snapshot = join(root, 'node_modules/.cache/e2e-dist');

/** Runs a command with streamed output; resolves with its exit code. */
function run(command, args, { env = {} } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, ...env },
    });
    // Forward Ctrl-C / SIGTERM so Playwright can stop its web server cleanly.
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`e2e: could not start ${command}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolvePromise(code ?? (signal ? 128 : 1));
    });
  });
}

/** True when every /static file index.html references is in `dir`. */
async function complete(dir) {
  const html = await readFile(join(dir, 'index.html'), 'utf8').catch(() => null);
  if (html === null) return false;
  const refs = [...html.matchAll(/(?:src|href)="\/(static\/[^"]+)"/g)].map((m) => m[1]);
  return refs.every((ref) => existsSync(join(dir, ref)));
}

/** Copies dist/ to the snapshot, again if a build changed it during the copy. */
async function snapshotDist() {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const before = await stat(join(dist, 'index.html')).catch(() => null);
    if (before && (await complete(dist))) {
      await rm(snapshot, { recursive: true, force: true });
      await cp(dist, snapshot, { recursive: true });
      const after = await stat(join(dist, 'index.html')).catch(() => null);
      if (after?.mtimeMs === before.mtimeMs && (await complete(snapshot))) return true;
    }
    await sleep(2000); // a build is running: let it finish
  }
  console.error('e2e: dist/ kept changing (or is incomplete); could not take a snapshot.');
  return false;
}

async function main(argv) {
  requireChromium(process.env, { forTests: true });
  const wantsBuild = argv.includes('--build');
  const passThrough = argv.filter((arg) => arg !== '--build');

  if (wantsBuild || !existsSync(join(root, 'dist/index.html'))) {
    console.log(wantsBuild ? 'e2e: building (--build)…' : 'e2e: dist/ missing, building…');
    // The tests drive the Demo backend, which a production build takes only by name.
    const code = await run(join(bin, 'vite'), ['build'], { env: { VITE_BACKEND: 'demo' } });
    if (code !== 0) return code;
  }
  if (!(await snapshotDist())) return 1;
  return run(join(bin, 'playwright'), ['test', ...passThrough], { env: { E2E_DIST: snapshot } });
}

process.exitCode = await main(process.argv.slice(2));
