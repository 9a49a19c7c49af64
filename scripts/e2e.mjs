#!/usr/bin/env node
// `npm run test:e2e`: Playwright against the production build.
//   node scripts/e2e.mjs [--build] [playwright args…]
// Builds first when dist/ has no index.html or when --build is passed (the
// tests must see the code you just changed, not an old dist/); every other
// argument goes to `playwright test` (e.g. --project phone, -g "footer").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { requireChromium } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'node_modules/.bin');

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

async function main(argv) {
  requireChromium();
  const wantsBuild = argv.includes('--build');
  const passThrough = argv.filter((arg) => arg !== '--build');

  if (wantsBuild || !existsSync(join(root, 'dist/index.html'))) {
    console.log(wantsBuild ? 'e2e: building (--build)…' : 'e2e: dist/ missing, building…');
    const code = await run(join(bin, 'vite'), ['build']);
    if (code !== 0) return code;
  }
  return run(join(bin, 'playwright'), ['test', ...passThrough]);
}

process.exitCode = await main(process.argv.slice(2));
