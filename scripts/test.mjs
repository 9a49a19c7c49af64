#!/usr/bin/env node
// Why our own: no runner starts the emulators beside the static checks and
// stops at the first failing layer with one summary line.
//
// `npm test`: every layer of the project's tests, fastest first, stopping at
// the first failing step so the cheap mistakes (types, lint, format) are
// reported in seconds rather than after a build and a browser run:
//   1. tsc -b, eslint --max-warnings=0 ., prettier --check . and depcruise side by side
//   2. vitest run, against the Firebase Auth and Functions emulators started
//      in the background during step 1 (the functions are built first, and
//      the callables the tests call are asked once, to start their workers)
//   3. vite build, started beside step 2 (whose last test files leave a core
//      idle) and awaited here     4. Playwright on the build (scripts/e2e.mjs)
// Chromium is checked before step 1: without it step 4 cannot run, and
// finding that out after three minutes helps nobody.
// The last line is always `N passed, N failed` (Vitest + Playwright tests).
// `--from N` starts at step N (after fixing what step N reported).
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DEBIAN_HEADLESS_SHELL,
  HEADLESS_SHELL_HINT,
  INSTALL_HINT,
  locateChromium,
} from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const ci = Boolean(process.env.CI);
const FIREBASE_PROJECT = 'demo-town-services';
const VITEST_REPORT = 'test-results/vitest.json';
const PLAYWRIGHT_REPORT = 'test-results/playwright.json'; // set in playwright.config.ts

const childEnv = {
  ...process.env,
  // `node scripts/test.mjs` works without npm putting node_modules/.bin on
  // PATH (firebase and the tools it starts look there).
  PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  // firebase-tools would otherwise check the registry for a newer version.
  NO_UPDATE_NOTIFIER: '1',
  // Output is streamed to our terminal: keep the runners' colours when it is one.
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
};

/** Running children, to pass Ctrl-C / SIGTERM on to them. */
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (children.size) for (const child of children) child.kill(signal);
    else process.exit(130);
  });
}

/**
 * Runs a command; resolves with its exit code. With `capture`, its output is
 * collected (and resolved as `output`) instead of streamed, so commands run
 * side by side can be printed one after another.
 */
function run(command, args, env = childEnv, { capture = false } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    children.add(child);
    let output = '';
    if (capture) {
      child.stdout.on('data', (data) => (output += data));
      child.stderr.on('data', (data) => (output += data));
    }
    child.on('error', (error) => {
      children.delete(child);
      resolvePromise({ code: 127, output: `Could not start ${command}: ${error.message}\n` });
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      resolvePromise({ code: code ?? (signal ? 128 : 1), output });
    });
  }).then((result) => {
    if (!capture && result.output) process.stderr.write(result.output);
    return capture ? result : result.code;
  });
}

/** Step 1: the static checks at once (each is mostly one core); outputs in order. */
async function staticChecksStep() {
  const checks = [
    // TypeScript 7's native compiler checks the types (4 s against 22 s for
    // 6.0); the `typescript` package stays at 6.0, whose JS API ESLint needs.
    ['tsc -b', process.execPath, [join(root, 'node_modules/typescript-native/bin/tsc'), '-b']],
    ['eslint --max-warnings=0 .', bin('eslint'), ['--max-warnings=0', '.']],
    ['prettier --check .', bin('prettier'), ['--check', '.']],
    // Which way imports may point, and no circles (.dependency-cruiser.cjs).
    [
      'depcruise src functions/src',
      bin('depcruise'),
      ['src', 'functions/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    ],
  ];
  const results = await Promise.all(
    checks.map(([, command, args]) => run(command, args, childEnv, { capture: true })),
  );
  let failed = 0;
  for (const [index, [label]] of checks.entries()) {
    const { code, output } = results[index];
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${label}`);
    if (code !== 0) {
      if (output.trim()) console.log(output.trimEnd());
      failed = code;
    }
  }
  return failed;
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

/** Where firebase.json puts the Functions emulator (127.0.0.1:5001 by default). */
async function functionsEmulatorAddress() {
  const config = await readJson('firebase.json');
  const functions = config?.emulators?.functions ?? {};
  return { host: functions.host ?? '127.0.0.1', port: Number(functions.port ?? 5001) };
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

const delay = (ms) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/**
 * The Auth and Functions emulators of our own (`firebase emulators:start
 * --only auth,functions`, the functions built first), started when the run
 * begins so that their ten-odd seconds of booting overlap the static checks.
 * Their output is kept, and shown only if they fail to start.
 */
function startAuthEmulator() {
  const child = spawn(
    'sh',
    [
      '-c',
      `"${bin('vite')}" build --config functions/vite.config.ts && exec "${bin('firebase')}" emulators:start --only auth,functions --project ${FIREBASE_PROJECT}`,
    ],
    {
      cwd: root,
      env: {
        ...childEnv,
        // Its validators compiled on first use: 15 s less CPU beside step 1.
        NODE_OPTIONS: [
          process.env.NODE_OPTIONS,
          `--import=${pathToFileURL(join(root, 'scripts/lazy-auth-emulator.mjs'))}`,
        ]
          .filter(Boolean)
          .join(' '),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  let running = true;
  const exited = new Promise((resolvePromise) => {
    child.once('error', (error) => (output += `Could not start firebase: ${error.message}\n`));
    child.once('close', () => {
      running = false;
      children.delete(child);
      resolvePromise();
    });
  });
  return {
    output: () => output,
    isRunning: () => running,
    async stop() {
      if (!running) return;
      child.kill('SIGINT'); // the emulator's own clean shutdown
      await Promise.race([exited, delay(10_000)]);
      if (running) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Set by main() when it starts an emulator for step 2. */
let ownEmulator = null;

/**
 * The callables Vitest calls through the Functions emulator. The emulator
 * starts a function's worker on its first request, 3–4 s inside a test file;
 * asking each once while the static checks run takes that out of step 2.
 */
const CALLABLES_TESTED = ['placeOrder', 'staffOrderAction', 'createStaffAccount'];

/** Resolves once each tested callable has answered one (refused) request. */
async function warmCallables(emulator) {
  const { host, port } = await authEmulatorAddress();
  if (!(await waitForAuthEmulator(host, port, emulator))) return;
  const served = [
    ...emulator.output().matchAll(/http function initialized \((http:\/\/[^)\s]+)\)/g),
  ].map(([, url]) => url);
  for (const url of served.filter((each) => CALLABLES_TESTED.includes(each.split('/').pop()))) {
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => undefined); // a slow start is only slower, never a failure
  }
}
let callablesWarm = Promise.resolve();

async function waitForAuthEmulator(host, port, emulator, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  const functions = await functionsEmulatorAddress();
  while (Date.now() < deadline && emulator.isRunning()) {
    // The functions are served once their definitions have loaded; the log says so.
    const functionsReady = /functions\[[^\]]*placeOrder\]: http function initialized/.test(
      emulator.output(),
    );
    if (
      functionsReady &&
      (await isAuthEmulator(host, port)) &&
      (await portInUse(functions.host, functions.port))
    )
      return true;
    await delay(250);
  }
  return false;
}

/**
 * Step 2. Vitest runs against the Auth emulator (the Firebase auth adapter
 * tests need one): normally the one main() started in the background; outside
 * CI, one already running where firebase.json says (someone's `npm run
 * emulators`) is used instead, and we say so.
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
  const functions = await functionsEmulatorAddress();
  const withEmulator = {
    ...childEnv,
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${port}`,
    FUNCTIONS_EMULATOR_HOST: `${functions.host}:${functions.port}`,
    GCLOUD_PROJECT: FIREBASE_PROJECT,
  };
  if (!ownEmulator && (await portInUse(host, port))) {
    if (!ci && (await isAuthEmulator(host, port))) {
      console.log(
        `An Auth emulator is already running on ${host}:${port}; running Vitest against it.`,
      );
      return run(bin('vitest'), vitestArgs, withEmulator);
    }
    console.error(
      `Port ${port} on ${host} is taken${ci ? '' : ' by something that is not an Auth emulator'}; ` +
        'the Auth emulator cannot start. Stop whatever holds it and run npm test again.',
    );
    return 1;
  }
  ownEmulator ??= startAuthEmulator();
  try {
    const waitStarted = performance.now();
    if (!(await waitForAuthEmulator(host, port, ownEmulator))) {
      console.error(
        `The Auth and Functions emulators did not start (${host}:${port}, ${functions.host}:${functions.port}):\n${ownEmulator.output()}`,
      );
      return 1;
    }
    await callablesWarm;
    console.log(
      `Auth emulator ready on ${host}:${port}, Functions on ${functions.host}:${functions.port}` +
        ` (waited ${seconds(performance.now() - waitStarted)}).`,
    );
    const vitest = run(bin('vitest'), vitestArgs, withEmulator);
    startBuild();
    return await vitest;
  } finally {
    await ownEmulator.stop(); // free its memory and CPU before the browser tests
  }
}

/**
 * Step 3's build, once started; its output is printed when step 3 comes. The
 * end-to-end tests drive the Demo backend, so the build asks for it by name
 * (a production build refuses to choose it by itself).
 */
let build = null;
const startBuild = () =>
  (build ??= run(bin('vite'), ['build'], { ...childEnv, VITE_BACKEND: 'demo' }, { capture: true }));

async function buildStep() {
  const { code, output } = await startBuild();
  process.stdout.write(output);
  return code;
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
  { title: 'Static checks — tsc -b, eslint, prettier --check, depcruise', run: staticChecksStep },
  {
    title: 'Unit, component and contract tests — Vitest with the Auth and Functions emulators',
    run: vitestStep,
  },
  { title: 'Production build — vite build', run: buildStep },
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
  const chromium = locateChromium(process.env, { forTests: true });
  if (!chromium.path) {
    console.error(`\n${chromium.problem}\n${INSTALL_HINT}\n`);
    return 1;
  }
  console.log(`Chromium: ${chromium.path}`);
  if (chromium.path !== DEBIAN_HEADLESS_SHELL && chromium.source !== 'CHROME_PATH') {
    console.log(HEADLESS_SHELL_HINT);
  }

  // Old reports must never be counted as this run's results.
  await mkdir(join(root, 'test-results'), { recursive: true });
  await rm(join(root, VITEST_REPORT), { force: true });
  await rm(join(root, PLAYWRIGHT_REPORT), { force: true });

  // Boot the Auth emulator for step 2 while step 1 runs, unless one is
  // configured or already listening (step 2 then decides what to do).
  const vitestStepNumber = steps.findIndex((step) => step.run === vitestStep) + 1;
  if (from <= vitestStepNumber && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    const { host, port } = await authEmulatorAddress();
    if (!(await portInUse(host, port))) {
      ownEmulator = startAuthEmulator();
      callablesWarm = warmCallables(ownEmulator);
    }
  }

  const timings = [];
  let failedStep = null;
  try {
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
  } finally {
    await ownEmulator?.stop();
    // A build started beside a step that failed is not waited for.
    for (const child of children) child.kill('SIGTERM');
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
