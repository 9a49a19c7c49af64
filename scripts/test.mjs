#!/usr/bin/env node
// `npm test`: every layer of the project's tests, fastest first, stopping at
// the first failing step so the cheap mistakes (types, lint, format) are
// reported in seconds rather than after a build and a browser run:
//   1. tsc -b                       2. eslint --max-warnings=0 .
//   3. prettier --check .           4. vitest run, inside the Firebase Auth emulator
//   5. vite build                   6. Playwright on the build (scripts/e2e.mjs)
// Chromium is checked before step 1: without it step 6 cannot run, and
// finding that out after three minutes helps nobody.
// The last line is always `N passed, N failed` (Vitest + Playwright tests).
// `--from N` starts at step N (after fixing what step N reported).
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { delimiter, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { INSTALL_HINT, locateChromium } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const ci = Boolean(process.env.CI);
const FIREBASE_PROJECT = 'demo-town-services';
const VITEST_REPORT = 'test-results/vitest.json';
const PLAYWRIGHT_REPORT = 'test-results/playwright.json'; // set in playwright.config.ts

const childEnv = {
  ...process.env,
  // `node scripts/test.mjs` works without npm putting node_modules/.bin on
  // PATH (the command inside emulators:exec is run by a shell).
  PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  // firebase-tools would otherwise check the registry for a newer version.
  NO_UPDATE_NOTIFIER: '1',
  // Output is streamed to our terminal: keep the runners' colours when it is one.
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
};

let current = null; // the running child, to pass Ctrl-C / SIGTERM on to it
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) current.kill(signal);
    else process.exit(130);
  });
}

/** Runs a command with inherited stdio; resolves with its exit code. */
function run(command, args, env = childEnv) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    current = child;
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      current = null;
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolvePromise(code ?? (signal ? 128 : 1));
    });
  });
}

async function readJson(path) {
  try {
    return JSON.parse(await readFile(join(root, path), 'utf8'));
  } catch {
    return null;
  }
}

/** Where firebase.json puts the Auth emulator (127.0.0.1:9099 by default). */
async function authEmulatorAddress() {
  const config = await readJson('firebase.json');
  const auth = config?.emulators?.auth ?? {};
  return { host: auth.host ?? '127.0.0.1', port: Number(auth.port ?? 9099) };
}

function portInUse(host, port) {
  return new Promise((resolvePromise) => {
    const socket = connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolvePromise(false);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

async function isAuthEmulator(host, port) {
  try {
    const response = await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(2000) });
    return Boolean((await response.json())?.authEmulator);
  } catch {
    return false;
  }
}

/**
 * Step 4. Normally `firebase emulators:exec --only auth` starts a fresh Auth
 * emulator around `vitest run` (the Firebase auth adapter tests need one).
 * Outside CI, an Auth emulator already running where firebase.json says
 * (someone's `npm run emulators`) would make emulators:exec fail on the busy
 * port, so we run Vitest against that one instead, and say so.
 */
async function vitestStep() {
  const vitestArgs = [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_REPORT}`,
  ];
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.log(
      `Using the Auth emulator at FIREBASE_AUTH_EMULATOR_HOST=${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    );
    return run(bin('vitest'), vitestArgs);
  }
  const { host, port } = await authEmulatorAddress();
  if (await portInUse(host, port)) {
    if (!ci && (await isAuthEmulator(host, port))) {
      console.log(
        `An Auth emulator is already running on ${host}:${port}; running Vitest against it.`,
      );
      return run(bin('vitest'), vitestArgs, {
        ...childEnv,
        FIREBASE_AUTH_EMULATOR_HOST: `${host}:${port}`,
        GCLOUD_PROJECT: FIREBASE_PROJECT,
      });
    }
    console.error(
      `Port ${port} on ${host} is taken${ci ? '' : ' by something that is not an Auth emulator'}; ` +
        'the Auth emulator cannot start. Stop whatever holds it and run npm test again.',
    );
    return 1;
  }
  const inner = ['vitest', ...vitestArgs].join(' ');
  return run(bin('firebase'), [
    'emulators:exec',
    '--only',
    'auth',
    '--project',
    FIREBASE_PROJECT,
    inner,
  ]);
}

async function e2eStep() {
  const { host, port } = { host: '127.0.0.1', port: Number(process.env.E2E_PORT ?? 4173) };
  if (!ci && (await portInUse(host, port))) {
    console.log(
      `Note: something already listens on ${host}:${port}; Playwright will reuse it ` +
        '(scripts/serve.mjs and vite preview both serve the dist/ just built).',
    );
  }
  return run(process.execPath, [join(root, 'scripts/e2e.mjs')]);
}

const steps = [
  { title: 'Type check — tsc -b', run: () => run(bin('tsc'), ['-b']) },
  {
    title: 'Lint — eslint --max-warnings=0 .',
    run: () => run(bin('eslint'), ['--max-warnings=0', '.']),
  },
  { title: 'Format — prettier --check .', run: () => run(bin('prettier'), ['--check', '.']) },
  { title: 'Unit, component and contract tests — Vitest in the Auth emulator', run: vitestStep },
  { title: 'Production build — vite build', run: () => run(bin('vite'), ['build']) },
  { title: 'End-to-end — Playwright, desktop + phone, on the build', run: e2eStep },
];

const counts = { passed: 0, failed: 0, skipped: 0 };
const notes = [];

async function collectVitest() {
  const report = await readJson(VITEST_REPORT);
  if (!report) return notes.push('Vitest wrote no JSON report; its tests are not counted.');
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A test file that fails to load (syntax error, failing import) fails no
  // test, so it would not show in the counts: count each such file as one.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed'),
  );
  counts.failed += brokenFiles.length;
  notes.push(
    `Vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed` +
      (brokenFiles.length ? `, ${brokenFiles.length} file(s) failed to load` : ''),
  );
}

async function collectPlaywright() {
  const report = await readJson(PLAYWRIGHT_REPORT);
  if (!report?.stats)
    return notes.push('Playwright wrote no JSON report; its tests are not counted.');
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  counts.passed += expected + flaky;
  counts.failed += unexpected;
  counts.skipped += skipped;
  notes.push(
    `Playwright: ${expected + flaky} passed${flaky ? ` (${flaky} only on retry)` : ''}, ` +
      `${unexpected} failed, ${skipped} skipped`,
  );
  if (report.errors?.length && !unexpected) counts.failed += report.errors.length;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main() {
  const { values: options } = parseArgs({ options: { from: { type: 'string', default: '1' } } });
  const from = Number(options.from);
  if (!Number.isInteger(from) || from < 1 || from > steps.length) {
    console.error(`--from must be a step number from 1 to ${steps.length}`);
    return 2;
  }
  const started = performance.now();
  const chromium = locateChromium();
  if (!chromium.path) {
    console.error(`\n${chromium.problem}\n${INSTALL_HINT}\n`);
    return 1;
  }
  console.log(`Chromium: ${chromium.path}`);

  // Old reports must never be counted as this run's results.
  await mkdir(join(root, 'test-results'), { recursive: true });
  await rm(join(root, VITEST_REPORT), { force: true });
  await rm(join(root, PLAYWRIGHT_REPORT), { force: true });

  const timings = [];
  let failedStep = null;
  for (const [index, step] of steps.entries()) {
    if (index + 1 < from) continue;
    console.log(`\n━━━ ${index + 1}/${steps.length} ${step.title} ━━━`);
    const stepStarted = performance.now();
    const code = await step.run();
    const elapsed = performance.now() - stepStarted;
    timings.push({ title: step.title, elapsed, code });
    if (step.run === vitestStep) await collectVitest();
    if (step.run === e2eStep) await collectPlaywright();
    if (code !== 0) {
      failedStep = { index: index + 1, title: step.title, code };
      break;
    }
  }

  console.log('\n━━━ Summary ━━━');
  for (const step of steps) {
    const timing = timings.find((t) => t.title === step.title);
    const status = timing ? (timing.code === 0 ? 'ok  ' : 'FAIL') : 'skip';
    const time = timing ? seconds(timing.elapsed) : '';
    console.log(`  ${status} ${time.padStart(8)}  ${step.title}`);
  }
  for (const note of notes) console.log(`  ${note}`);
  console.log(`  total ${seconds(performance.now() - started)}`);
  if (failedStep) {
    console.log(
      `\nStep ${failedStep.index} failed (exit code ${failedStep.code}): ${failedStep.title}`,
    );
  }
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  return failedStep || counts.failed ? 1 : 0;
}

process.exitCode = await main();
