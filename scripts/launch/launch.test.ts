// @vitest-environment node
import { generateKeyPairSync } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeCli } from './fake-cli.ts';
import { fakeHttp, fakeTelegram } from './fake-http.ts';
import type { AdminClient, AdminRecord, PasswordRule } from './first-admin.ts';
import type { Io } from './io.ts';
import { isWebPushKey, launch } from './launch.ts';
import { TELEGRAM_API, WEBHOOK_SECRET_FORMAT } from './telegram-bot.ts';

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

/** A web push key as the console makes one: a P-256 public key, uncompressed, URL-safe base64. */
function newWebPushKey(): string {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({
    format: 'jwk',
  });
  return Buffer.concat([
    Buffer.from([4]),
    Buffer.from(String(jwk.x), 'base64url'),
    Buffer.from(String(jwk.y), 'base64url'),
  ]).toString('base64url');
}
const WEB_PUSH_KEY = newWebPushKey();
const RECAPTCHA_KEY = `6L${'c'.repeat(38)}`;
/** The two keys the app needs past Firebase's own, given as flags. */
const KEY_FLAGS = ['--web-push-key', WEB_PUSH_KEY, '--recaptcha-site-key', RECAPTCHA_KEY];

/** The fake's commands that change a project (and the Admin SDK's that the log records); every other one only reads. */
const CHANGING = new Set([
  'projects:create',
  'apps:create',
  'firestore:databases:create',
  'firestore:databases:update',
  'functions:secrets:set',
  'deploy',
  'firestore:backups:schedules:create',
  'admin:disableSignUp',
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

/**
 * The Admin SDK in memory: Auth accounts, admins documents, the password
 * rule and public sign-up (on, as a new project has it). Switching sign-up
 * off is written to the fakes' log, so its place among the deploys shows.
 */
function fakeAdmin(admins: Record<string, AdminRecord> = {}) {
  const users = new Map<string, { uid: string; password: string }>();
  const written: { uid: string; record: AdminRecord }[] = [];
  let rule: PasswordRule | null = null;
  const signUp = { disabled: false, refusal: null as string | null };
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
    async signUpDisabled() {
      return signUp.disabled;
    },
    async disableSignUp() {
      if (signUp.refusal) throw new Error(signUp.refusal);
      appendFileSync(logPath, `${JSON.stringify({ args: ['admin:disableSignUp'] })}\n`);
      signUp.disabled = true;
    },
    async passwordOwner(email, password) {
      const user = users.get(email);
      return user && user.password === password ? user.uid : null;
    },
  };
  return { client, users, written, admins, signUp, rule: () => rule };
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

/** The town's bot, on a fake Telegram. */
let telegram: ReturnType<typeof fakeTelegram>;
let telegramCalls: ReturnType<typeof fakeHttp>['sent'];
let http: ReturnType<typeof fakeHttp>['http'];
beforeEach(() => {
  telegram = fakeTelegram(TOKEN);
  ({ http, sent: telegramCalls } = fakeHttp({ [TELEGRAM_API]: telegram.service }));
});

function run(argv: string[], io: Io, admin: AdminClient, extraEnv: NodeJS.ProcessEnv = {}) {
  return launch(argv, {
    root: town,
    binFolder: join(repository, 'node_modules/.bin'),
    env: { ...fakeEnv, ...extraEnv },
    io,
    adminClient: async () => admin,
    http,
  });
}

const ADMIN_FLAGS = ['--admin-email', 'rina@example.com', '--admin-name', 'Rina Das'];
const WEBHOOK = `https://asia-south1-${PROJECT}.cloudfunctions.net/telegramWebhook`;
const deployOf = (only: string) => ['deploy', '--only', only, '--project', PROJECT];

// Each launch starts the fake CLI a few dozen times, a process each: 2–3 s
// alone, several times that on a busy 2-core machine.
const LAUNCH_TIMEOUT_MS = 30_000;

describe('npm run launch', { timeout: LAUNCH_TIMEOUT_MS }, () => {
  it('launches a brand-new project: project, web app, .env, database, secrets, deploy, sign-up off, webhook, backups, admin', async () => {
    writeState({ account: 'volunteer@example.com', projects: [], blaze: { [PROJECT]: true } });
    const admin = fakeAdmin();
    const terminal = scriptedIo(['a-long-password', 'a-long-password']);

    const code = await run(
      ['--project', PROJECT, '--yes', ...ADMIN_FLAGS, ...KEY_FLAGS],
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
        'TELEGRAM_WEBHOOK_SECRET',
        '--data-file',
        '-',
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
      // The server, then public sign-up off, and only then the site with its public web key.
      [...deployOf('firestore:rules,firestore:indexes,auth,functions'), '--non-interactive'],
      ['admin:disableSignUp'],
      [...deployOf('hosting'), '--non-interactive'],
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
    // The secrets went on standard input, never on a command line; the webhook's is made here.
    const secrets = readState().secrets?.[PROJECT] ?? {};
    expect(secrets['TELEGRAM_BOT_TOKEN']).toBe(TOKEN);
    const webhookSecret = secrets['TELEGRAM_WEBHOOK_SECRET'] ?? '';
    expect(webhookSecret).toMatch(WEBHOOK_SECRET_FORMAT);
    expect(webhookSecret.length).toBeGreaterThanOrEqual(32);
    // The bot's messages reach telegramWebhook, each with the secret it checks.
    expect(telegram.webhook).toEqual({
      url: WEBHOOK,
      secret: webhookSecret,
      allowedUpdates: ['message'],
    });
    // The functions' settings, where the deploy reads them instead of asking.
    expect(readFileSync(join(town, `functions/.env.${PROJECT}`), 'utf8')).toBe(
      'APP_CHECK_ENFORCED=false\nTELEGRAM_ADMIN_CHAT_ID=-1001000000001\nTELEGRAM_DELIVERY_CHAT_ID=-1001000000002\nTELEGRAM_LAB_CHAT_ID=-1001000000003\nTELEGRAM_BOT_USERNAME=kalna_town_bot\n',
    );
    expect(calls().filter((args) => args[0] === '--npm')).toEqual([
      ['--npm', 'run', 'build:functions'],
      ['--npm', 'run', 'build'],
    ]);

    const env = readFileSync(join(town, '.env'), 'utf8');
    expect(env).toContain(`VITE_FIREBASE_PROJECT_ID=${PROJECT}\n`);
    expect(env).toContain(`VITE_FIREBASE_APP_ID=${APP_ID}\n`);
    expect(env).toContain('VITE_FIREBASE_API_KEY=AIza');
    expect(env).toContain(`VITE_FIREBASE_VAPID_KEY=${WEB_PUSH_KEY}\n`);
    expect(env).toContain(`VITE_RECAPTCHA_ENTERPRISE_SITE_KEY=${RECAPTCHA_KEY}\n`);
    // Made from .env.example: its explanations are there for the volunteer.
    expect(env).toContain('# The web API key (identifies the project; it is not a secret).');

    expect(admin.users.get('rina@example.com')?.password).toBe('a-long-password');
    expect(admin.written).toEqual([
      { uid: 'uid-1', record: { name: 'Rina Das', email: 'rina@example.com', role: 'admin' } },
    ]);
    expect(admin.rule()).toEqual({ minLength: 8, enforced: true });
    expect(admin.signUp.disabled).toBe(true);

    const output = terminal.output();
    expect(output).toContain('Step 1 of 11: Signing in to Firebase');
    expect(output).toContain('Step 11 of 11: What is left to do by hand');
    // With --yes, App Check is not enforced before the volunteer says the key is registered.
    expect(output).toContain(
      `https://console.firebase.google.com/project/${PROJECT}/appcheck/apps`,
    );
    expect(output).toContain(
      `https://console.firebase.google.com/project/${PROJECT}/appcheck/apis → Cloud Firestore → Enforce`,
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
    // the deploy); the web push key (a wrong one is asked again); the App Check
    // key, and yes, it is registered; Enter once the plan is Blaze; the admin's
    // email and name; Enter to have a password made.
    const terminal = scriptedIo([
      PROJECT,
      TOKEN,
      'admins group',
      '-1001000000001',
      '-1001000000002',
      '',
      'BNotAKey',
      WEB_PUSH_KEY,
      RECAPTCHA_KEY,
      'yes',
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
      'functions:secrets:set',
      'deploy',
      'admin:disableSignUp',
      'deploy',
      'firestore:backups:schedules:create',
    ]);
    // Not --yes: the deploy may ask its own questions (the lab's chat) in the terminal.
    expect(changingCalls()[3]).not.toContain('--non-interactive');
    expect(terminal.questions).toHaveLength(14);
    expect(terminal.output()).toContain('"admins group" is not a chat id');
    expect(terminal.output()).toContain('That is not a web push key');
    expect(readFileSync(join(town, `functions/.env.${PROJECT}`), 'utf8')).toBe(
      'APP_CHECK_ENFORCED=true\nTELEGRAM_ADMIN_CHAT_ID=-1001000000001\nTELEGRAM_DELIVERY_CHAT_ID=-1001000000002\nTELEGRAM_BOT_USERNAME=kalna_town_bot\n',
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
        `VITE_FIREBASE_VAPID_KEY=${WEB_PUSH_KEY}`,
        `VITE_RECAPTCHA_ENTERPRISE_SITE_KEY=${RECAPTCHA_KEY}`,
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
    const flags = [
      '--project',
      PROJECT,
      '--yes',
      '--generate-password',
      ...ADMIN_FLAGS,
      ...KEY_FLAGS,
    ];
    expect(await run(flags, scriptedIo().io, admin.client, TELEGRAM)).toBe(0);
    const launched = readFileSync(statePath, 'utf8');
    const env = readFileSync(join(town, '.env'), 'utf8');
    const functionsEnv = readFileSync(join(town, `functions/.env.${PROJECT}`), 'utf8');
    writeFileSync(logPath, '');
    telegramCalls.splice(0);

    const again = scriptedIo();
    expect(await run(flags, again.io, admin.client, TELEGRAM)).toBe(0);

    expect(changingCalls()).toEqual([]);
    expect(firebaseCalls().map((args) => args.slice(0, 2).join(' '))).toEqual([
      'login:list --json',
      'projects:list --json',
      'apps:list WEB',
      'apps:sdkconfig WEB',
      'firestore:databases:list --project',
      'functions:secrets:get TELEGRAM_WEBHOOK_SECRET',
      'functions:secrets:get TELEGRAM_BOT_TOKEN',
      'functions:list --project',
      'functions:secrets:access TELEGRAM_BOT_TOKEN',
      'firestore:backups:schedules:list --project',
    ]);
    // Telegram is only asked where the bot's messages go: there already.
    expect(telegramCalls.map((request) => request.url.split('/').at(-1))).toEqual([
      'getWebhookInfo',
    ]);
    expect(readFileSync(statePath, 'utf8')).toBe(launched);
    expect(readFileSync(join(town, '.env'), 'utf8')).toBe(env);
    expect(readFileSync(join(town, `functions/.env.${PROJECT}`), 'utf8')).toBe(functionsEnv);
    expect(admin.written).toHaveLength(1);
    expect(again.output()).toContain("rina@example.com is already the town's admin");
    expect(again.output()).toContain('nothing to send');
    expect(again.output()).toContain('Public sign-up is off');
  });

  it('prints in a dry run every command that would change something, and runs none', async () => {
    writeState({ account: 'volunteer@example.com', projects: [] });
    const before = readFileSync(statePath, 'utf8');
    const admin = fakeAdmin();
    const terminal = scriptedIo();

    const code = await run(
      ['--dry-run', '--project', PROJECT, '--yes', ...ADMIN_FLAGS, ...KEY_FLAGS],
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
    expect(admin.signUp.disabled).toBe(false);
    expect(telegramCalls).toEqual([]);
    const output = terminal.output();
    for (const command of [
      `would run firebase projects:create ${PROJECT} --display-name "Town Services"`,
      `would run firebase apps:create WEB "Town Services" --project ${PROJECT}`,
      'would run firebase firestore:databases:create (default) --location asia-south1',
      'would run firebase functions:secrets:set TELEGRAM_WEBHOOK_SECRET --data-file -',
      'would run firebase functions:secrets:set TELEGRAM_BOT_TOKEN --data-file -',
      `would write functions/.env.${PROJECT} (APP_CHECK_ENFORCED, TELEGRAM_ADMIN_CHAT_ID`,
      'would write .env (VITE_FIREBASE_VAPID_KEY)',
      'would write .env (VITE_RECAPTCHA_ENTERPRISE_SITE_KEY)',
      'would run npm run build:functions',
      'would run npm run build',
      'would run firebase deploy --only firestore:rules,firestore:indexes,auth,functions',
      'Would switch public sign-up off, before the site is sent.',
      'would run firebase deploy --only hosting',
      `would point the bot's webhook at ${WEBHOOK}`,
      'would run firebase firestore:backups:schedules:create --recurrence DAILY --retention 14d',
    ]) {
      expect(output).toContain(command);
    }
    expect(output).not.toContain(TOKEN);
  });

  it('makes an account it did not make the admin only for whoever types that account’s password', async () => {
    writeState({ account: 'volunteer@example.com', projects: [], blaze: { [PROJECT]: true } });
    const admin = fakeAdmin();
    // Someone registered the admin's email before the launch came to it.
    admin.users.set('rina@example.com', { uid: 'uid-stranger', password: 'strangers-own' });
    const flags = ['--project', PROJECT, '--yes', '--skip-telegram', ...ADMIN_FLAGS];

    const guessing = scriptedIo(['rina-thinks-so', 'a-long-password', 'x-password']);
    expect(await run(flags, guessing.io, admin.client)).toBe(1);
    expect(admin.written).toEqual([]);
    expect(guessing.output()).toContain(
      'rina@example.com already has an account, which this launch did not make.',
    );
    expect(guessing.output()).toContain('rina@example.com was not made the admin');

    const holder = scriptedIo(['strangers-own']);
    expect(await run(flags, holder.io, admin.client)).toBe(0);
    expect(admin.written).toEqual([
      {
        uid: 'uid-stranger',
        record: { name: 'Rina Das', email: 'rina@example.com', role: 'admin' },
      },
    ]);
  });

  it('sends no site and makes no admin when public sign-up cannot be switched off, saying where to do it', async () => {
    writeState({ account: 'volunteer@example.com', projects: [], blaze: { [PROJECT]: true } });
    const admin = fakeAdmin();
    admin.signUp.refusal = 'Identity Toolkit answered 403: the caller does not have permission';
    const terminal = scriptedIo();

    const code = await run(
      ['--project', PROJECT, '--yes', '--skip-telegram', '--generate-password', ...ADMIN_FLAGS],
      terminal.io,
      admin.client,
    );

    expect(code).toBe(1);
    expect(changingCalls().filter((args) => args[0] === 'deploy')).toEqual([
      [...deployOf('firestore:rules,firestore:indexes,auth,functions'), '--non-interactive'],
    ]);
    expect(admin.written).toEqual([]);
    expect(admin.users.size).toBe(0);
    expect(terminal.output()).toContain('the caller does not have permission');
    expect(terminal.output()).toContain(
      `https://console.firebase.google.com/project/${PROJECT}/authentication/settings → User actions → untick "Enable create (sign-up)"`,
    );

    // Switched off by hand, the next run goes on: the site, then the admin.
    admin.signUp.refusal = null;
    admin.signUp.disabled = true;
    expect(
      await run(
        ['--project', PROJECT, '--yes', '--skip-telegram', '--generate-password', ...ADMIN_FLAGS],
        scriptedIo().io,
        admin.client,
      ),
    ).toBe(0);
    expect(
      changingCalls()
        .filter((args) => args[0] === 'deploy')
        .at(-1),
    ).toEqual([...deployOf('hosting'), '--non-interactive']);
    expect(admin.written).toHaveLength(1);
  });

  it('refuses a web push key or an App Check key of the wrong shape, changing nothing past the database', async () => {
    expect(isWebPushKey(WEB_PUSH_KEY)).toBe(true);
    // The right length and letters, but not a P-256 point (its first byte is not 4).
    expect(isWebPushKey(`BQ${'A'.repeat(85)}`)).toBe(false);
    expect(isWebPushKey(WEB_PUSH_KEY.slice(1))).toBe(false);
    writeState({ account: 'volunteer@example.com', projects: [], blaze: { [PROJECT]: true } });
    const terminal = scriptedIo();
    const code = await run(
      ['--project', PROJECT, '--yes', '--skip-telegram', '--web-push-key', 'not-a-key'],
      terminal.io,
      fakeAdmin().client,
    );
    expect(code).toBe(1);
    expect(terminal.output()).toContain('That is not a web push key');
    expect(changingCalls().map((args) => args[0])).not.toContain('deploy');
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

describe('npm run launch, asked wrongly', { timeout: LAUNCH_TIMEOUT_MS }, () => {
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
