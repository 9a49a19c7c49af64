// Why our own: Playwright would download its browser; these machines use Debian's.
//
// One place that knows how to find Chromium and how to start it on these
// machines. Used by scripts/test.mjs, scripts/bench.mjs and
// playwright.config.ts, so the flags and the "not installed" message never
// drift apart. Nothing here downloads a browser: we only use a system Chromium.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where Debian's `apt-get install chromium` puts it. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same engine without the desktop
 * browser around it. The end-to-end tests ran in half the time in it here
 * (3.7 against 6.1 minutes), so they take it when it is installed; Lighthouse
 * keeps the full browser, as its measurements are meant for.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Flags for every Chromium we start. They switch off the background work a
 * fresh profile does (component updates, sync, first-run UI, safe-browsing
 * fetches) — that work would compete for our 2 cores and would try to reach
 * the network — and the GPU, which headless machines here do not have.
 */
export const STANDARD_FLAGS = Object.freeze([
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/** What to print when no Chromium is found; exported so every script says the same. */
export const INSTALL_HINT = [
  'Chromium is required for the end-to-end tests and the Lighthouse bench, and none was found.',
  'Install Debian’s Chromium:',
  '    sudo apt-get update && sudo apt-get install -y chromium',
  'or point CHROME_PATH at a Chromium/Chrome executable:',
  '    CHROME_PATH=/path/to/chromium npm test',
  '(Nothing here downloads a browser: Playwright is told to use this one.)',
].join('\n');

function isExecutableFile(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds Chromium: `CHROME_PATH` first (an explicit choice wins, and a wrong
 * one is reported rather than silently replaced), then, for the end-to-end
 * tests (`forTests`), the headless shell, then /usr/bin/chromium, then
 * `chromium` on PATH.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ forTests?: boolean }} [options]
 * @returns {{ path: string, source: string } | { path: null, problem: string }}
 */
export function locateChromium(env = process.env, { forTests = false } = {}) {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) {
    return isExecutableFile(fromEnv)
      ? { path: fromEnv, source: 'CHROME_PATH' }
      : { path: null, problem: `CHROME_PATH=${fromEnv} is not an executable file.` };
  }
  if (forTests && isExecutableFile(DEBIAN_HEADLESS_SHELL)) {
    return { path: DEBIAN_HEADLESS_SHELL, source: 'default' };
  }
  if (isExecutableFile(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'default' };
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'chromium');
    if (isExecutableFile(candidate)) return { path: candidate, source: 'PATH' };
  }
  return { path: null, problem: 'No Chromium found (CHROME_PATH, /usr/bin/chromium, PATH).' };
}

/** Said when the tests fall back to the full browser: the shell is the quick way. */
export const HEADLESS_SHELL_HINT =
  'The end-to-end tests run about twice as fast in Debian’s headless shell: ' +
  'sudo apt-get install -y chromium-headless-shell';

/**
 * The Chromium executable; when there is none, prints how to install it and
 * exits non-zero. For scripts that cannot do anything useful without it.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ forTests?: boolean }} [options]
 */
export function requireChromium(env = process.env, options = {}) {
  const found = locateChromium(env, options);
  if (found.path) return found.path;
  console.error(`\n${found.problem}\n${INSTALL_HINT}\n`);
  process.exit(1);
}

/** True when this process runs as root (Chromium's sandbox refuses root). */
export function runningAsRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * The flags to start Chromium with. Playwright adds `--no-sandbox` (and
 * `--headless`) itself, so `forPlaywright` leaves it out; any other launcher
 * (chrome-launcher for Lighthouse) needs it when we are root.
 *
 * @param {{ forPlaywright?: boolean }} [options]
 * @returns {string[]}
 */
export function chromiumFlags({ forPlaywright = false } = {}) {
  const flags = [...STANDARD_FLAGS];
  if (!forPlaywright && runningAsRoot()) flags.push('--no-sandbox');
  return flags;
}
