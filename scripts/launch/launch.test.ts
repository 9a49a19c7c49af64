// @vitest-environment node
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeCli } from './fake-cli.ts';
import type { AdminClient, AdminRecord, PasswordRule } from './first-admin.ts';
import type { Io } from './io.ts';
import { launch } from './launch.ts';

/**
 * `npm run launch` against a fake `firebase` (and `npm`) first on the PATH
 * (fake-firebase.mjs), which records every call and answers from a state
 * file as Firebase would, and a fake Admin SDK in memory.
 */
const repository = join(import.meta.dirname, '../..');
const PROJECT = 'nabagram-town';
const APP_ID = '1:123456789012:web:0123456789abcdef';
const TOKEN = '7012345678:AAFakeTokenForTests';
/** The bot and its three chats, as a script would give them. */
const TELEGRAM = {
  TELEGRAM_BOT_TOKEN: TOKEN,
  TELEGRAM_ADMIN_CHAT_ID: '-1001000000001',
  TELEGRAM_DELIVERY_CHAT_ID: '-1001000000002',
  TELEGRAM_LAB_CHAT_ID: '-1001000000003',
};

/** The fake's commands that change a project; every other one only reads. */
const CHANGING = new Set([
  'projects:create',
  'apps:create',
  'firestore:databases:create',
  'firestore:databases:update',
  'functions:secrets:set',
  'deploy',
  'firestore:backups:schedules:create',
]);

interface State {
  account: string | null;
  projects: { projectId: string }[];
  apps?: Record<string, { appId: string }[]>;
  databases?: Record<string, object[]>;
  secrets?: Record<string, Record<string, string>>;
  schedules?: Record<string, object[]>;
  functions?: Record<string, object[]>;
  blaze?: Record<string, boolean>;
  deploys?: Record<string, number>;
}

let folder: string;
let town: string;
let statePath: string;
let logPath: string;
let fakeEnv: NodeJS.ProcessEnv;

beforeEach(() => {
  ({ folder, town, statePath, logPath, env: fakeEnv } = fakeCli());
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

const writeState = (state: State) => writeFileSync(statePath, JSON.stringify(state));
const readState = () => JSON.parse(readFileSync(statePath, 'utf8')) as State;

/** Every call the fakes received, each as its arguments. */
function calls(): string[][] {
  return readFileSync(logPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { args: string[] }).args);
}
const firebaseCalls = () => calls().filter((args) => args[0] !== '--npm');
const changingCalls = () => firebaseCalls().filter((args) => CHANGING.has(args[0] ?? ''));

/** The Admin SDK in memory: Auth accounts, admins documents and the password rule. */
function fakeAdmin(admins: Record<string, AdminRecord> = {}) {
  const users = new Map<string, { uid: string; password: string }>();
  const written: { uid: string; record: AdminRecord }[] = [];
  let rule: PasswordRule | null = null;
  const client: AdminClient = {
    async findAdmin() {
      const found = Object.entries(admins).find(([, record]) => record.role === 'admin');
      return found ? { uid: found[0], email: found[1].email } : null;
    },
    async findUser(email) {
      const user = users.get(email);
      return user ? { uid: user.uid } : null;
    },
    async createUser({ email, password }) {
      const uid = `uid-${users.size + 1}`;
      users.set(email, { uid, password });
      return uid;
    },
    async writeAdmin(uid, record) {
      written.push({ uid, record });
      admins[uid] = record;
    },
    async passwordRule() {
      return rule;
    },
    async setPasswordRule(next) {
      rule = next;
    },
  };
  return { client, users, written, admins, rule: () => rule };
}

/** A volunteer at the terminal who gives these answers, in order, and no more. */
function scriptedIo(answers: string[] = []) {
  const said: string[] = [];
  const questions: string[] = [];
  const reply = async (question: string) => {
    questions.push(question);
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`Unexpected question: ${question}`);
    return answer;
  };
  const io: Io = { say: (text) => said.push(text), ask: reply, askHidden: reply };
  return { io, said, questions, output: () => said.join('\n') };
}

function run(argv: string[], io: Io, admin: AdminClient, extraEnv: NodeJS.ProcessEnv = {}) {
  return launch(argv, {
    root: town,
    binFolder: join(repository, 'node_modules/.bin'),
    env: { ...fakeEnv, ...extraEnv },
    io,
    adminClient: async () => admin,
  });
}

const ADMIN_FLAGS = ['--admin-email', 'rina@example.com', '--admin-name', 'Rina Das'];

describe('npm run launch', () => {
  it('launches a brand-new project: project, web app, .env, database, secret, deploy, backups, admin', async () => {
    writeState({ account: 'volunteer@example.com', projects: [], blaze: { [PROJECT]: true } });
    const admin = fakeAdmin();
    const terminal = scriptedIo(['a-long-password', 'a-long-password']);

    const code = await run(
      ['--project', PROJECT, '--yes', ...ADMIN_FLAGS],
      terminal.io,
      admin.client,
      TELEGRAM,
    );

    expect(code, terminal.output()).toBe(0);
    expect(changingCalls()).toEqual([
      ['projects:create', PROJECT, '--display-name', 'Town Services', '--json'],
      ['apps:create', 'WEB', 'Town Services', '--project', PROJECT, '--json'],
      [
        'firestore:databases:create',
        '(default)',
        '--location',
        'asia-south1',
        '--delete-protection',
        'ENABLED',
        '--point-in-time-recovery',
        'ENABLED',
        '--project',
        PROJECT,
        '--json',
      ],
      [
        'functions:secrets:set',
        'TELEGRAM_BOT_TOKEN',
        '--data-file',
        '-',
        '--project',
        PROJECT,
        '--json',
      ],
      [
        'deploy',
        '--only',
        'firestore:rules,firestore:indexes,auth,functions,hosting',
        '--project',
        PROJECT,
        '--non-interactive',
      ],
      [
        'firestore:backups:schedules:create',
        '--recurrence',
        'DAILY',
        '--retention',
        '14d',
        '--project',
        PROJECT,
        '--json',
      ],
    ]);
    // The token went on standard input, never on a command line.
    expect(readState().secrets?.[PROJECT]?.['TELEGRAM_BOT_TOKEN']).toBe(TOKEN);
    // The functions' settings, where the deploy reads them instead of asking.
    expect(readFileSync(join(town, `functions/.env.${PROJECT}`), 'utf8')).toBe(
      'APP_CHECK_ENFORCED=false\nTELEGRAM_ADMIN_CHAT_ID=-1001000000001\nTELEGRAM_DELIVERY_CHAT_ID=-1001000000002\nTELEGRAM_LAB_CHAT_ID=-1001000000003\n',
    );
    expect(calls().filter((args) => args[0] === '--npm')).toEqual([
      ['--npm', 'run', 'build:functions'],
      ['--npm', 'run', 'build'],
    ]);

    const env = readFileSync(join(town, '.env'), 'utf8');
    expect(env).toContain(`VITE_FIREBASE_PROJECT_ID=${PROJECT}\n`);
    expect(env).toContain(`VITE_FIREBASE_APP_ID=${APP_ID}\n`);
    expect(env).toContain('VITE_FIREBASE_API_KEY=AIza');
    // Made from .env.example: its explanations are there for the volunteer.
    expect(env).toContain('# The web API key (identifies the project; it is not a secret).');

    expect(admin.users.get('rina@example.com')?.password).toBe('a-long-password');
    expect(admin.written).toEqual([
      { uid: 'uid-1', record: { name: 'Rina Das', email: 'rina@example.com', role: 'admin' } },
    ]);
    expect(admin.rule()).toEqual({ minLength: 8, enforced: true });

    const output = terminal.output();
    expect(output).toContain('Step 1 of 9: Signing in to Firebase');
    expect(output).toContain('Step 9 of 9: What is left to do by hand');
    expect(output).toContain(
      `https://console.firebase.google.com/project/${PROJECT}/authentication/settings`,
    );
    expect(output).toContain(`https://${PROJECT}.web.app`);
  });

  it('does only what a half-launched project lacks, keeping the lines of .env someone wrote', async () => {
    writeState({
      account: 'volunteer@example.com',
      projects: [{ projectId: PROJECT }],
      apps: { [PROJECT]: [{ appId: APP_ID }] },
      blaze: { [PROJECT]: true },
    });
    writeFileSync(
      join(town, '.env'),
      'VITE_TOWN_NAME=Kalna, West Bengal\n# our note\nVITE_FIREBASE_PROJECT_ID=\n',
    );
    const admin = fakeAdmin();
    // No flags: each question is asked once. The project; the bot's token; its
    // chats (a name where a number goes is asked again; Enter leaves the lab's to
    // the deploy); Enter once the plan is Blaze; the admin's email and name;
    // Enter to have a password made.
    const terminal = scriptedIo([
      PROJECT,
      TOKEN,
      'admins group',
      '-1001000000001',
      '-1001000000002',
      '',
      '',
      'rina@example.com',
      'Rina Das',
      '',
    ]);

    const code = await run([], terminal.io, admin.client);

    expect(code, terminal.output()).toBe(0);
    expect(changingCalls().map((args) => args[0])).toEqual([
      'firestore:databases:create',
      'functions:secrets:set',
      'deploy',
      'firestore:backups:schedules:create',
    ]);
    // Not --yes: the deploy may ask its own questions (the lab's chat) in the terminal.
    expect(changingCalls()[2]).not.toContain('--non-interactive');
    expect(terminal.questions).toHaveLength(10);
    expect(terminal.output()).toContain('"admins group" is not a chat id');
    expect(readFileSync(join(town, `functions/.env.${PROJECT}`), 'utf8')).toBe(
      'APP_CHECK_ENFORCED=false\nTELEGRAM_ADMIN_CHAT_ID=-1001000000001\nTELEGRAM_DELIVERY_CHAT_ID=-1001000000002\n',
    );

    const env = readFileSync(join(town, '.env'), 'utf8');
    expect(env).toBe(
      [
        'VITE_TOWN_NAME=Kalna, West Bengal',
        '# our note',
        `VITE_FIREBASE_PROJECT_ID=${PROJECT}`,
        'VITE_BACKEND=',
        'VITE_FIREBASE_API_KEY=AIzaSyA0123456789abcdefghijklmnopqrstuv',
        `VITE_FIREBASE_APP_ID=${APP_ID}`,
        `VITE_FIREBASE_AUTH_DOMAIN=${PROJECT}.firebaseapp.com`,
        `VITE_FIREBASE_STORAGE_BUCKET=${PROJECT}.firebasestorage.app`,
        'VITE_FIREBASE_MESSAGING_SENDER_ID=123456789012',
        '',
      ].join('\n'),
    );
    // Enter at the password: one is made and shown once.
    const shown = /The admin's password is: {2}(\S+)/.exec(terminal.output())?.[1];
    expect(shown).toHaveLength(16);
    expect(admin.users.get('rina@example.com')?.password).toBe(shown);
    expect(admin.written).toHaveLength(1);
  });

  it('changes nothing when run again on a launched town', async () => {
    writeState({ account: 'volunteer@example.com', projects: [], blaze: { [PROJECT]: true } });
    const admin = fakeAdmin();
    const flags = ['--project', PROJECT, '--yes', '--generate-password', ...ADMIN_FLAGS];
    expect(await run(flags, scriptedIo().io, admin.client, TELEGRAM)).toBe(0);
    const launched = readFileSync(statePath, 'utf8');
    const env = readFileSync(join(town, '.env'), 'utf8');
    const functionsEnv = readFileSync(join(town, `functions/.env.${PROJECT}`), 'utf8');
    writeFileSync(logPath, '');

    const again = scriptedIo();
    expect(await run(flags, again.io, admin.client, TELEGRAM)).toBe(0);

    expect(changingCalls()).toEqual([]);
    expect(firebaseCalls().map((args) => args[0])).toEqual([
      'login:list',
      'projects:list',
      'apps:list',
      'apps:sdkconfig',
      'firestore:databases:list',
      'functions:secrets:get',
      'functions:list',
      'firestore:backups:schedules:list',
    ]);
    expect(readFileSync(statePath, 'utf8')).toBe(launched);
    expect(readFileSync(join(town, '.env'), 'utf8')).toBe(env);
    expect(readFileSync(join(town, `functions/.env.${PROJECT}`), 'utf8')).toBe(functionsEnv);
    expect(admin.written).toHaveLength(1);
    expect(again.output()).toContain("rina@example.com is already the town's admin");
    expect(again.output()).toContain('nothing to send');
  });

  it('prints in a dry run every command that would change something, and runs none', async () => {
    writeState({ account: 'volunteer@example.com', projects: [] });
    const before = readFileSync(statePath, 'utf8');
    const admin = fakeAdmin();
    const terminal = scriptedIo();

    const code = await run(
      ['--dry-run', '--project', PROJECT, '--yes', ...ADMIN_FLAGS],
      terminal.io,
      admin.client,
      TELEGRAM,
    );

    expect(code, terminal.output()).toBe(0);
    expect(firebaseCalls().map((args) => args[0])).toEqual(['login:list', 'projects:list']);
    expect(calls().filter((args) => args[0] === '--npm')).toEqual([]);
    expect(readFileSync(statePath, 'utf8')).toBe(before);
    expect(existsSync(join(town, '.env'))).toBe(false);
    expect(existsSync(join(town, `functions/.env.${PROJECT}`))).toBe(false);
    expect(admin.written).toEqual([]);
    const output = terminal.output();
    for (const command of [
      `would run firebase projects:create ${PROJECT} --display-name "Town Services"`,
      `would run firebase apps:create WEB "Town Services" --project ${PROJECT}`,
      'would run firebase firestore:databases:create (default) --location asia-south1',
      'would run firebase functions:secrets:set TELEGRAM_BOT_TOKEN --data-file -',
      `would write functions/.env.${PROJECT} (APP_CHECK_ENFORCED, TELEGRAM_ADMIN_CHAT_ID`,
      'would run npm run build:functions',
      'would run npm run build',
      'would run firebase deploy --only firestore:rules,firestore:indexes,auth,functions,hosting',
      'would run firebase firestore:backups:schedules:create --recurrence DAILY --retention 14d',
    ]) {
      expect(output).toContain(command);
    }
    expect(output).not.toContain(TOKEN);
  });

  it('stops at once, saying how to sign in, when nobody is signed in to Firebase', async () => {
    writeState({ account: null, projects: [] });
    const terminal = scriptedIo();

    expect(await run(['--project', PROJECT, '--yes'], terminal.io, fakeAdmin().client)).toBe(1);

    expect(firebaseCalls()).toEqual([['login:list', '--json']]);
    expect(terminal.output()).toContain('npx firebase login');
  });

  it('names the Blaze plan and its console page when the deploy is refused for it', async () => {
    writeState({ account: 'volunteer@example.com', projects: [{ projectId: PROJECT }] });
    const terminal = scriptedIo();

    const code = await run(
      ['--project', PROJECT, '--yes', '--skip-telegram', ...ADMIN_FLAGS],
      terminal.io,
      fakeAdmin().client,
    );

    expect(code).toBe(1);
    expect(terminal.output()).toContain(
      `Blaze plan yet: https://console.firebase.google.com/project/${PROJECT}/usage/details`,
    );
    expect(changingCalls().at(-1)?.[0]).toBe('deploy');
    expect(terminal.output()).toContain('the deploy below will ask for it');
  });
});

describe('npm run launch, asked wrongly', () => {
  it('names an option it does not know and lists those it does, running nothing', async () => {
    writeState({ account: 'volunteer@example.com', projects: [] });
    const terminal = scriptedIo();

    expect(await run(['--projet', PROJECT], terminal.io, fakeAdmin().client)).toBe(2);

    expect(terminal.output()).toContain("Unknown option '--projet'");
    expect(terminal.output()).toContain('--project ID');
    expect(calls()).toEqual([]);
  });

  it('refuses a project id Firebase would refuse, before making anything', async () => {
    writeState({ account: 'volunteer@example.com', projects: [] });
    const terminal = scriptedIo();

    expect(
      await run(['--project', 'Nabagram Town', '--yes'], terminal.io, fakeAdmin().client),
    ).toBe(1);

    expect(terminal.output()).toContain('"Nabagram Town" cannot be a project id');
    expect(changingCalls()).toEqual([]);

    expect(await run(['--project', 'demo-town', '--yes'], terminal.io, fakeAdmin().client)).toBe(1);
    expect(terminal.output()).toContain('ids starting with demo- are for the emulators');
    expect(changingCalls()).toEqual([]);
  });
});
