#!/usr/bin/env node
// Why our own: no runner runs the static checks, Vitest inside the Firebase
// emulators, the build and Playwright as one command that stops at the first
// failing layer and counts every test in one last line.
//
// `npm test`, fastest layer first, so the cheap mistakes (types, lint,
// format) are reported in seconds rather than after a build and a browser run:
//   1. tsc -b, eslint, prettier --check and depcruise side by side; the
//      functions are bundled beside them, for the Functions emulator
//   2. Vitest inside `firebase emulators:exec --only auth,functions`, with
//      the production build started beside it
//   3. the production build, awaited, and its size budgets (bench --built)
//   4. Playwright on the build
// The last line is always `N passed, N failed` (Vitest + Playwright tests).
// `--from N` starts at step N (after fixing what step N reported).
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEBIAN_HEADLESS_SHELL,
  HEADLESS_SHELL_HINT,
  INSTALL_HINT,
  locateChromium,
} from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const FIREBASE_PROJECT = 'demo-town-services';
const VITEST_REPORT = 'test-results/vitest.json';
const PLAYWRIGHT_REPORT = 'test-results/playwright.json'; // set in playwright.config.ts

const childEnv = {
  ...process.env,
  // `node scripts/test.mjs` works without npm putting node_modules/.bin on PATH.
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
 * Runs a command; resolves with its exit code, or with `{ code, output }`
 * when `capture` collects its output instead of streaming it, so commands
 * run side by side can be printed one after another.
 */
function run(command, args, { env = childEnv, capture = false } = {}) {
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
      output += `Could not start ${command}: ${error.message}\n`;
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
    ['eslint --max-warnings=0 .', 'eslint', ['--max-warnings=0', '.']],
    ['prettier --check .', 'prettier', ['--check', '.']],
    // Which way imports may point, and no circles (.dependency-cruiser.cjs).
    [
      'depcruise src functions/src',
      'depcruise',
      ['src', 'functions/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    ],
    // What the Functions emulator of step 2 serves (functions/lib).
    ['build:functions', 'vite', ['build', '--config', 'functions/vite.config.ts']],
  ];
  const results = await Promise.all(
    checks.map(([, command, args]) => run(command, args, { capture: true })),
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

/** Where firebase.json puts the Functions emulator, for the tests that call it. */
async function functionsEmulatorHost() {
  const config = JSON.parse(await readFile(join(root, 'firebase.json'), 'utf8'));
  const { host = '127.0.0.1', port = 5001 } = config.emulators?.functions ?? {};
  return `${host}:${port}`;
}

/**
 * Step 2. Vitest inside the Auth and Functions emulators, which
 * `firebase emulators:exec` starts, waits for and stops (the Firebase auth
 * adapter and the callables' wire are tested against them); with
 * FIREBASE_AUTH_EMULATOR_HOST (and FUNCTIONS_EMULATOR_HOST) set, against
 * emulators already running.
 * The production build starts beside it.
 */
async function vitestStep() {
  const vitest = ['vitest', 'run', '--reporter=default', '--reporter=json'];
  vitest.push(`--outputFile.json=${VITEST_REPORT}`);
  startBuild();
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.log(`Using the emulators at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
    return run(vitest[0], vitest.slice(1));
  }
  const emulators = ['emulators:exec', '--only', 'auth,functions', '--project', FIREBASE_PROJECT];
  emulators.push('--log-verbosity', 'SILENT', vitest.join(' '));
  const env = { ...childEnv, FUNCTIONS_EMULATOR_HOST: await functionsEmulatorHost() };
  return run('firebase', emulators, { env });
}

/**
 * Step 3's build, once started; its output is printed when step 3 comes. The
 * end-to-end tests drive the Demo backend, so the build asks for it by name
 * (a production build refuses to choose it by itself).
 */
let build = null;
const startBuild = () =>
  (build ??= run('vite', ['build'], { env: { ...childEnv, VITE_BACKEND: 'demo' }, capture: true }));

async function buildStep() {
  const { code, output } = await startBuild();
  process.stdout.write(output);
  if (code !== 0) return code;
  // The size budgets (docs/budgets.md), on the build just made: a change that
  // breaks one fails here, not only when someone runs the bench.
  return run(process.execPath, [join(root, 'scripts/bench.mjs'), '--built']);
}

const counts = { passed: 0, failed: 0 };
const notes = [];

async function readReport(path) {
  return JSON.parse(await readFile(join(root, path), 'utf8').catch(() => 'null'));
}

async function collectVitest() {
  const report = await readReport(VITEST_REPORT);
  if (!report) return notes.push('Vitest wrote no JSON report; its tests are not counted.');
  // A test file that fails to load (syntax error, failing import) fails no
  // test, so it would not show in the counts: count each such file as one.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed'),
  ).length;
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += (report.numFailedTests ?? 0) + brokenFiles;
  notes.push(
    `Vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed` +
      (brokenFiles ? `, ${brokenFiles} file(s) failed to load` : ''),
  );
}

async function collectPlaywright() {
  const report = await readReport(PLAYWRIGHT_REPORT);
  if (!report?.stats)
    return notes.push('Playwright wrote no JSON report; its tests are not counted.');
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  counts.passed += expected + flaky;
  // An error outside any test (a failing web server) fails no test.
  counts.failed += unexpected || (report.errors?.length ?? 0);
  notes.push(
    `Playwright: ${expected + flaky} passed${flaky ? ` (${flaky} only on retry)` : ''}, ` +
      `${unexpected} failed, ${skipped} skipped`,
  );
}

const steps = [
  { title: 'Static checks — tsc -b, eslint, prettier --check, depcruise', run: staticChecksStep },
  {
    title: 'Unit, component and contract tests — Vitest with the Auth and Functions emulators',
    run: vitestStep,
    collect: collectVitest,
  },
  { title: 'Production build — vite build, and its size budgets', run: buildStep },
  {
    title: 'End-to-end — Playwright, desktop + phone, on the build',
    run: () => run('playwright', ['test']),
    collect: collectPlaywright,
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const { values: options } = parseArgs({ options: { from: { type: 'string', default: '1' } } });
  const from = Number(options.from);
  if (!Number.isInteger(from) || from < 1 || from > steps.length) {
    console.error(`--from must be a step number from 1 to ${steps.length}`);
    return 2;
  }
  const started = performance.now();
  // Step 4 cannot run without Chromium: say so now, not after three minutes.
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
  await rm(join(root, VITEST_REPORT), { force: true });
  await rm(join(root, PLAYWRIGHT_REPORT), { force: true });

  const timings = new Map();
  let failedStep = null;
  for (const [index, step] of steps.entries()) {
    if (index + 1 < from) continue;
    console.log(`\n━━━ ${index + 1}/${steps.length} ${step.title} ━━━`);
    const stepStarted = performance.now();
    const code = await step.run();
    timings.set(step, { elapsed: performance.now() - stepStarted, code });
    await step.collect?.();
    if (code !== 0) {
      failedStep = { number: index + 1, title: step.title, code };
      break;
    }
  }
  // A build started beside a step that failed is not waited for.
  for (const child of children) child.kill('SIGTERM');

  console.log('\n━━━ Summary ━━━');
  for (const step of steps) {
    const timing = timings.get(step);
    const status = timing ? (timing.code === 0 ? 'ok  ' : 'FAIL') : 'skip';
    console.log(
      `  ${status} ${(timing ? seconds(timing.elapsed) : '').padStart(8)}  ${step.title}`,
    );
  }
  for (const note of notes) console.log(`  ${note}`);
  console.log(`  total ${seconds(performance.now() - started)}`);
  if (failedStep) {
    console.log(
      `\nStep ${failedStep.number} failed (exit code ${failedStep.code}): ${failedStep.title}`,
    );
  }
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  return failedStep || counts.failed ? 1 : 0;
}

process.exitCode = await main();
