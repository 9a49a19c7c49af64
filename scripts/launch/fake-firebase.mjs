#!/usr/bin/env node
// A stand-in for the `firebase` CLI (and `npm run build…`) in the launch's
// tests (launch.test.ts): it records every call in FAKE_FIREBASE_LOG (one JSON
// line each) and answers from the project state in FAKE_FIREBASE_STATE, which
// the commands that change something change, as Firebase would.
//   node fake-firebase.mjs <firebase args…>      the CLI
//   node fake-firebase.mjs --npm run <script>    npm: writes a build's output
import { appendFileSync, mkdirSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const statePath = process.env.FAKE_FIREBASE_STATE ?? '';
const logPath = process.env.FAKE_FIREBASE_LOG ?? '';
const args = process.argv.slice(2);
const stdin = process.stdin.isTTY ? '' : readAllOfStdin();

/**
 * What the launch piped in, read to its end. `readFileSync(0)` gives up with
 * EAGAIN when the pipe is non-blocking and the parent has not written yet,
 * which a busy machine makes likely; this waits for the bytes instead.
 */
function readAllOfStdin() {
  const chunks = [];
  const buffer = Buffer.alloc(64 * 1024);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    let read;
    try {
      read = readSync(0, buffer, 0, buffer.length, null);
    } catch (error) {
      if (error.code === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, 5);
        continue;
      }
      if (error.code === 'EOF') break;
      throw error;
    }
    if (read === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, read)));
  }
  return Buffer.concat(chunks).toString('utf8');
}

const state = JSON.parse(readFileSync(statePath, 'utf8'));
appendFileSync(logPath, `${JSON.stringify({ args, ...(stdin && { stdin }) })}\n`);

const optionAfter = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const project = optionAfter('--project') ?? '';
const of = (kind) => (state[kind] ??= {})[project] ?? [];
const save = () => writeFileSync(statePath, JSON.stringify(state, null, 2));
const answer = (result) => {
  console.log(JSON.stringify({ status: 'success', result }));
  process.exit(0);
};
const refuse = (error) => {
  console.log(JSON.stringify({ status: 'error', error }));
  process.exit(1);
};

if (args[0] === '--npm') {
  const script = args[2];
  const [folder, file] =
    script === 'build' ? ['dist', 'index.html'] : ['functions/lib', 'index.js'];
  mkdirSync(join(process.cwd(), folder), { recursive: true });
  writeFileSync(join(process.cwd(), folder, file), `built by ${script} ${state.buildVersion ?? 1}`);
  process.exit(0);
}

const enabledDatabase = (location) => ({
  name: `projects/${project}/databases/(default)`,
  locationId: location,
  pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
  deleteProtectionState: 'DELETE_PROTECTION_ENABLED',
});

switch (args[0]) {
  case 'login:list':
    answer(state.account ? [{ user: { email: state.account } }] : undefined);
    break;
  case 'projects:list':
    answer(state.projects ?? []);
    break;
  case 'projects:create':
    (state.projects ??= []).push({
      projectId: args[1],
      displayName: optionAfter('--display-name'),
    });
    save();
    answer({ projectId: args[1] });
    break;
  case 'apps:list':
    answer(of('apps'));
    break;
  case 'apps:create': {
    const app = { appId: '1:123456789012:web:0123456789abcdef', displayName: args[2] };
    (state.apps ??= {})[project] = [...of('apps'), app];
    save();
    answer(app);
    break;
  }
  case 'apps:sdkconfig': {
    if (!of('apps').some((app) => app.appId === args[2])) refuse(`No app ${args[2]}`);
    answer({
      fileName: 'firebase-js-config.json',
      sdkConfig: {
        projectId: project,
        appId: args[2],
        apiKey: 'AIzaSyA0123456789abcdefghijklmnopqrstuv',
        authDomain: `${project}.firebaseapp.com`,
        storageBucket: `${project}.firebasestorage.app`,
        messagingSenderId: '123456789012',
      },
    });
    break;
  }
  case 'firestore:databases:list':
    answer(of('databases'));
    break;
  case 'firestore:databases:create':
    (state.databases ??= {})[project] = [enabledDatabase(optionAfter('--location'))];
    save();
    answer(state.databases[project][0]);
    break;
  case 'firestore:databases:update':
    (state.databases ??= {})[project] = [enabledDatabase(of('databases')[0]?.locationId)];
    save();
    answer(state.databases[project][0]);
    break;
  case 'functions:secrets:get':
    if (!(state.secrets ??= {})[project]?.[args[1]]) refuse(`Secret ${args[1]} not found`);
    answer({ name: args[1] });
    break;
  case 'functions:secrets:access': {
    const value = (state.secrets ??= {})[project]?.[args[1]];
    if (!value) refuse(`Secret ${args[1]} not found`);
    answer(value);
    break;
  }
  case 'functions:secrets:set':
    (state.secrets ??= {})[project] = { ...state.secrets[project], [args[1]]: stdin };
    save();
    answer({ name: args[1] });
    break;
  case 'deploy':
    if (!state.blaze?.[project]) {
      console.error('Your project must be on the Blaze (pay-as-you-go) plan.');
      process.exit(1);
    }
    (state.functions ??= {})[project] = [{ id: 'placeOrder' }, { id: 'cancelOrder' }];
    (state.deploys ??= {})[project] = (state.deploys[project] ?? 0) + 1;
    save();
    console.log('Deploy complete!');
    process.exit(0);
    break;
  case 'functions:list':
    answer(of('functions'));
    break;
  case 'firestore:backups:schedules:list':
    answer(of('schedules'));
    break;
  case 'firestore:backups:schedules:create': {
    const schedule = { retention: optionAfter('--retention'), dailyRecurrence: {} };
    (state.schedules ??= {})[project] = [...of('schedules'), schedule];
    save();
    answer(schedule);
    break;
  }
  default:
    refuse(`The fake firebase does not know ${args[0]}`);
}
