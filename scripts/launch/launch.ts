import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN_LENGTH } from '../../src/lib/limits.ts';
import { parseBuildSettings, PROJECT_ID_FORMAT, SettingsError } from '../../src/config/env.ts';
import { CommandFailed, commandRunner, type CommandRunner } from './commands.ts';
import { readEnvText, withSettings } from './env-file.ts';
import { ensureFirstAdmin, ensurePasswordRule, type AdminClient } from './first-admin.ts';
import type { Http } from './http.ts';
import type { Io } from './io.ts';
import { botUsername, setWebhook, webhookInfo, webhookUrl } from './telegram-bot.ts';

export interface LaunchFlags {
  project: string | undefined;
  displayName: string;
  location: string;
  adminEmail: string | undefined;
  adminName: string | undefined;
  generatePassword: boolean;
  skipTelegram: boolean;
  /** The web push key (VAPID) from the console's Cloud Messaging page; asked for when not given. */
  webPushKey: string | undefined;
  /** The reCAPTCHA Enterprise site key App Check uses; asked for when not given. */
  recaptchaSiteKey: string | undefined;
  /** Turn on the functions' App Check enforcement without asking (the key is registered in App Check). */
  enforceAppCheck: boolean;
  /** Take every default and ask no yes-or-no question (for tests and scripts). */
  yes: boolean;
  dryRun: boolean;
  help: boolean;
}

export const USAGE = `npm run launch [-- options]

Launches the town on Firebase, asking what it needs to know. Safe to run again:
what is already done is checked and left alone.

  --project ID          the Firebase project (an existing one, or a new id to create)
  --display-name NAME   the new project's name in the console (Town Services)
  --location REGION     where the database lives (asia-south1, Mumbai)
  --admin-email EMAIL   the first admin's email
  --admin-name NAME     the first admin's name
  --generate-password   make the admin's password and show it once
  --skip-telegram       do not ask for the Telegram bot token
  --web-push-key KEY    the web push key (Project settings → Cloud Messaging → Web Push certificates)
  --recaptcha-site-key KEY  the reCAPTCHA Enterprise site key for App Check
  --enforce-app-check   let the server refuse calls without App Check (once the key is registered)
  --yes                 answer yes to every yes-or-no question, and leave the web push and
                        App Check keys to their flags (they are not asked for)
  --dry-run             print every command that would change something, and change nothing
  --help                this text

The Telegram bot token is asked for (hidden), or read from TELEGRAM_BOT_TOKEN; its
chats likewise, or from TELEGRAM_ADMIN_CHAT_ID, TELEGRAM_DELIVERY_CHAT_ID and
TELEGRAM_LAB_CHAT_ID.`;

export function parseFlags(argv: string[]): LaunchFlags {
  const { values } = parseArgs({
    args: argv,
    options: {
      project: { type: 'string' },
      'display-name': { type: 'string', default: 'Town Services' },
      location: { type: 'string', default: 'asia-south1' },
      'admin-email': { type: 'string' },
      'admin-name': { type: 'string' },
      'generate-password': { type: 'boolean', default: false },
      'skip-telegram': { type: 'boolean', default: false },
      'web-push-key': { type: 'string' },
      'recaptcha-site-key': { type: 'string' },
      'enforce-app-check': { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  return {
    project: values.project,
    displayName: values['display-name'],
    location: values.location,
    adminEmail: values['admin-email'],
    adminName: values['admin-name'],
    generatePassword: values['generate-password'],
    skipTelegram: values['skip-telegram'],
    webPushKey: values['web-push-key'],
    recaptchaSiteKey: values['recaptcha-site-key'],
    enforceAppCheck: values['enforce-app-check'],
    yes: values.yes,
    dryRun: values['dry-run'],
    help: values.help,
  };
}

export interface LaunchDeps {
  /** The town's folder: firebase.json, .env, dist/ (this repository, unless a test says). */
  root: string;
  /** This repository's node_modules/.bin. */
  binFolder: string;
  env: NodeJS.ProcessEnv;
  io: Io;
  /** The Admin SDK for the project (and its web app's key), made once a step needs it. */
  adminClient(projectId: string, apiKey: string): Promise<AdminClient>;
  /** HTTPS for Telegram's Bot API (`fetch`, or a test's stand-in). */
  http: Http;
}

/** The secret functions/src/index.ts declares (defineSecret). */
export const TELEGRAM_SECRET = 'TELEGRAM_BOT_TOKEN';
/** The secret Telegram sends back with each webhook call, which `telegramWebhook` checks. */
export const WEBHOOK_SECRET = 'TELEGRAM_WEBHOOK_SECRET';
/** The functions' parameter naming the bot, for the link a vendor opens. */
export const BOT_USERNAME = 'TELEGRAM_BOT_USERNAME';
/** Where the functions run (functions/src/https-callables.ts REGION). */
const REGION = 'asia-south1';
const DATABASE = '(default)';
const WEB_APP_NAME = 'Town Services';
/**
 * Sent in two deploys: the server first, then, once public sign-up is off,
 * the site, which makes the web key public.
 */
const DEPLOY_SERVER = 'firestore:rules,firestore:indexes,auth,functions';
const DEPLOY_SITE = 'hosting';
const BACKUP_RETENTION = '14d';
/** The settings of .env the launch asks for past the web app's own. */
const WEB_PUSH_SETTING = 'VITE_FIREBASE_VAPID_KEY';
const APP_CHECK_SETTING = 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY';

/** A page of the project in the Firebase console. */
const consolePage = (projectId: string, page: string) =>
  `https://console.firebase.google.com/project/${projectId}/${page}`;

const STEPS = [
  'Signing in to Firebase',
  'The project',
  'The web app and .env',
  'The database',
  'Staff alerts on Telegram',
  'Notifications on phones',
  'App Check',
  'Building and deploying',
  'Daily backups',
  'The first admin',
  'What is left to do by hand',
] as const;

interface Account {
  user?: { email?: string };
}
interface Project {
  projectId: string;
  displayName?: string;
}
interface WebApp {
  appId: string;
  displayName?: string;
}
interface SdkConfig {
  sdkConfig?: {
    projectId?: string;
    appId?: string;
    apiKey?: string;
    authDomain?: string;
    storageBucket?: string;
    messagingSenderId?: string;
  };
}
interface Database {
  name: string;
  locationId?: string;
  pointInTimeRecoveryEnablement?: string;
  deleteProtectionState?: string;
}
interface BackupSchedule {
  dailyRecurrence?: object;
}

/** One launch of one project. */
interface Run {
  cli: CommandRunner;
  io: Io;
  root: string;
  projectId: string;
  flags: LaunchFlags;
  env: NodeJS.ProcessEnv;
  http: Http;
  /** A dry run for a project that would be made: nothing in it can be read yet. */
  pretend: boolean;
  confirm(question: string): Promise<boolean>;
  /** The Admin SDK for the project, made on first use. */
  admin(): Promise<AdminClient>;
}

/** What the Telegram step leaves for the deploy and the webhook. */
interface TelegramState {
  /** The bot token is still missing: the deploy asks for it. */
  tokenLeft: boolean;
  /** The token, when given in this run. */
  token: string | null;
  /** The webhook's secret, when made in this run (so the webhook must be set again). */
  newWebhookSecret: string | null;
}

/** What was settled along the way, for the list of what is left by hand. */
interface Settled {
  passwordRuleSet: boolean;
  webPushKey: boolean;
  appCheckKey: boolean;
  appCheckEnforced: boolean;
  webhookSet: boolean;
}

/** Stops the launch with a sentence saying what to do. */
class Stop extends Error {}

/** The launch, from a Google account to a running town. Returns the exit code. */
export async function launch(argv: string[], deps: LaunchDeps): Promise<number> {
  const { io } = deps;
  let flags: LaunchFlags;
  try {
    flags = parseFlags(argv);
  } catch (error) {
    // An option it does not know, or one without its value: said with the list.
    io.say(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (flags.help) {
    io.say(USAGE);
    return 0;
  }
  const cli = commandRunner({
    root: deps.root,
    binFolder: deps.binFolder,
    env: deps.env,
    dryRun: flags.dryRun,
    say: io.say,
  });
  let step = 0;
  const begin = () => {
    io.say(`\nStep ${step + 1} of ${STEPS.length}: ${STEPS[step]}`);
    step += 1;
  };
  const confirm = async (question: string) =>
    flags.yes || /^y(es)?$/i.test(await io.ask(`${question} (yes/no) `));
  if (flags.dryRun) io.say('A dry run: commands that would change something are printed, not run.');

  try {
    begin();
    const email = await signedIn(cli);
    io.say(`Signed in as ${email}.`);

    begin();
    const { projectId, isNew } = await chooseProject(cli, io, flags, confirm);
    const pretend = flags.dryRun && isNew;

    begin();
    const apiKey = await webAppAndEnv({ cli, io, root: deps.root, projectId, flags, pretend });

    let client: Promise<AdminClient> | undefined;
    const run: Run = {
      cli,
      io,
      root: deps.root,
      projectId,
      flags,
      env: deps.env,
      http: deps.http,
      pretend,
      confirm,
      admin: () => (client ??= deps.adminClient(projectId, apiKey)),
    };

    begin();
    await database(run);

    begin();
    const telegramState = await telegram(run, deps.env);
    await functionSettings(run, deps.env, telegramState);

    begin();
    const webPushKey = await webPush(run);

    begin();
    const appCheckState = await appCheck(run);

    begin();
    await buildAndDeploy(run, telegramState.tokenLeft);
    const webhookSet = await linkWebhook(run, telegramState);

    begin();
    await backups(run);

    begin();
    let passwordRuleSet = true;
    if (pretend) {
      io.say('Would make the first admin once the project exists.');
    } else {
      const admin = await run.admin();
      // Nobody can have made an account since the site went out: checked again before anyone is made the admin.
      await ensureSignUpOff(run, admin);
      passwordRuleSet = await ensurePasswordRule(admin, io, flags.dryRun);
      await ensureFirstAdmin(
        admin,
        io,
        {
          email: flags.adminEmail,
          name: flags.adminName,
          generatePassword: flags.generatePassword,
        },
        flags.dryRun,
      );
    }

    begin();
    byHand(io, projectId, {
      passwordRuleSet,
      webPushKey,
      appCheckKey: appCheckState.key,
      appCheckEnforced: appCheckState.enforced,
      webhookSet,
    });
    return 0;
  } catch (error) {
    if (error instanceof Stop || error instanceof SettingsError) io.say(`\n${error.message}`);
    else if (error instanceof CommandFailed) {
      io.say(
        `\n${error.message}\nNothing after it was done. Put it right, then run npm run launch again.`,
      );
    } else {
      // The Admin SDK's refusals and the like: said in its words, for the volunteer to act on.
      io.say(
        `\nSomething went wrong: ${error instanceof Error ? error.message : String(error)}\nPut it right, then run npm run launch again.`,
      );
    }
    return 1;
  }
}

async function signedIn(cli: CommandRunner): Promise<string> {
  const accounts = (await cli.read<Account[]>(['login:list'])) ?? [];
  const email = accounts.find((account) => account.user?.email)?.user?.email;
  if (!email) {
    throw new Stop(
      'You are not signed in to Firebase. Run  npx firebase login  (it opens your browser to sign in with your Google account), then run npm run launch again.',
    );
  }
  return email;
}

async function chooseProject(
  cli: CommandRunner,
  io: Io,
  flags: LaunchFlags,
  confirm: (question: string) => Promise<boolean>,
): Promise<{ projectId: string; isNew: boolean }> {
  const projects = (await cli.read<Project[]>(['projects:list'])) ?? [];
  let projectId = flags.project;
  if (!projectId) {
    const yours = projects.map((project) => project.projectId).join(', ');
    projectId = await io.ask(
      `${yours ? `Your Firebase projects: ${yours}.\nType the id of the one for the town, or a new id to make a new project` : 'Type an id for the new project'} (6 to 30 small letters, digits and dashes, like nabagram-town): `,
    );
  }
  if (!PROJECT_ID_FORMAT.test(projectId)) {
    throw new Stop(
      `"${projectId}" cannot be a project id: use 6 to 30 small letters, digits and dashes, starting with a letter.`,
    );
  }
  if (projectId.startsWith('demo-')) {
    throw new Stop(
      `"${projectId}" cannot be the town's project: ids starting with demo- are for the emulators. Choose another.`,
    );
  }
  if (projects.some((project) => project.projectId === projectId)) {
    io.say(`Using the project ${projectId}.`);
    return { projectId, isNew: false };
  }
  if (!(await confirm(`There is no project ${projectId} yet. Make it now?`))) {
    throw new Stop('No project was made. Run npm run launch again and choose one.');
  }
  await cli.change(['projects:create', projectId, '--display-name', flags.displayName]);
  if (!flags.dryRun) io.say(`The project ${projectId} is made.`);
  return { projectId, isNew: true };
}

async function webAppAndEnv({
  cli,
  io,
  root,
  projectId,
  flags,
  pretend,
}: Pick<Run, 'cli' | 'io' | 'root' | 'projectId' | 'flags' | 'pretend'>): Promise<string> {
  const project = ['--project', projectId];
  const apps = pretend ? [] : ((await cli.read<WebApp[]>(['apps:list', 'WEB', ...project])) ?? []);
  let appId = (apps.find((app) => app.displayName === WEB_APP_NAME) ?? apps[0])?.appId;
  if (appId) io.say(`The web app is there (${appId}).`);
  else appId = (await cli.change<WebApp>(['apps:create', 'WEB', WEB_APP_NAME, ...project]))?.appId;
  if (!appId) {
    io.say('  would write the new web app’s settings into .env');
    return '';
  }
  const answer = await cli.read<SdkConfig>(['apps:sdkconfig', 'WEB', appId, ...project]);
  const config = answer?.sdkConfig;
  if (!config?.apiKey || !config.appId) {
    throw new Stop(`Firebase gave no settings for the web app ${appId}.`);
  }
  const wanted: Record<string, string> = {
    // Empty: a Firebase project is set, so the build must not ask for the Demo.
    VITE_BACKEND: '',
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_API_KEY: config.apiKey,
    VITE_FIREBASE_APP_ID: config.appId,
    VITE_FIREBASE_AUTH_DOMAIN: config.authDomain ?? `${projectId}.firebaseapp.com`,
    VITE_FIREBASE_STORAGE_BUCKET: config.storageBucket ?? '',
    VITE_FIREBASE_MESSAGING_SENDER_ID: config.messagingSenderId ?? '',
  };
  const envPath = join(root, '.env');
  const examplePath = join(root, '.env.example');
  const hadEnv = existsSync(envPath);
  const before = hadEnv
    ? await readFile(envPath, 'utf8')
    : existsSync(examplePath)
      ? await readFile(examplePath, 'utf8')
      : '';
  const after = withSettings(before, wanted);
  // The build's own check: a .env it would refuse stops here, in its words.
  parseBuildSettings(readEnvText(after));
  if (hadEnv && after === before) {
    io.say('.env already holds the web app’s settings.');
    return config.apiKey;
  }
  io.say(
    `  ${flags.dryRun ? 'would write' : 'writes'} .env (the web app’s settings; any other lines are kept)`,
  );
  if (!flags.dryRun) await writeFile(envPath, after);
  return config.apiKey;
}

const enabled = (state: string | undefined) => state?.endsWith('_ENABLED') === true;

async function database({ cli, io, projectId, flags, pretend }: Run): Promise<void> {
  const project = ['--project', projectId];
  const databases = pretend
    ? []
    : ((await cli.read<Database[]>(['firestore:databases:list', ...project])) ?? []);
  const existing = databases.find((found) => found.name.endsWith(`/databases/${DATABASE}`));
  const safety = ['--delete-protection', 'ENABLED', '--point-in-time-recovery', 'ENABLED'];
  if (!existing) {
    await cli.change([
      'firestore:databases:create',
      DATABASE,
      '--location',
      flags.location,
      ...safety,
      ...project,
    ]);
    if (!flags.dryRun) io.say(`The database is made, in ${flags.location}.`);
    return;
  }
  io.say(`The database is there, in ${existing.locationId ?? 'its region'}.`);
  if (enabled(existing.deleteProtectionState) && enabled(existing.pointInTimeRecoveryEnablement)) {
    io.say('Delete protection and point-in-time recovery are on.');
    return;
  }
  await cli.change(['firestore:databases:update', DATABASE, ...safety, ...project]);
}

/** Whether a secret is in Secret Manager already (reading its metadata, never its value). */
async function hasSecret({ cli, projectId }: Run, name: string): Promise<boolean> {
  try {
    await cli.read(['functions:secrets:get', name, '--project', projectId]);
    return true;
  } catch (error) {
    if (error instanceof CommandFailed) return false;
    throw error;
  }
}

/** A secret's value, read back from Secret Manager when this run did not make it. */
async function secretValue({ cli, projectId }: Run, name: string): Promise<string> {
  const value = await cli.read<unknown>(['functions:secrets:access', name, '--project', projectId]);
  return typeof value === 'string' ? value.trim() : '';
}

/** Puts a secret in Secret Manager, on standard input so it is never on a command line. */
async function setSecret({ cli, projectId }: Run, name: string, value: string): Promise<void> {
  await cli.change(['functions:secrets:set', name, '--data-file', '-', '--project', projectId], {
    input: value,
  });
}

/**
 * The bot token the functions read (Secret Manager, never in the app), and
 * the secret its webhook carries (made here, never typed by anyone).
 */
async function telegram(run: Run, env: NodeJS.ProcessEnv): Promise<TelegramState> {
  const { io, projectId, flags, pretend } = run;
  const state: TelegramState = { tokenLeft: false, token: null, newWebhookSecret: null };
  // The shops' chats reach the bot through its webhook: `telegramWebhook` checks this secret.
  if (pretend || !(await hasSecret(run, WEBHOOK_SECRET))) {
    state.newWebhookSecret = randomBytes(32).toString('base64url');
    await setSecret(run, WEBHOOK_SECRET, state.newWebhookSecret);
    if (!flags.dryRun) io.say('A secret for the bot’s webhook is made and kept in Secret Manager.');
  }
  if (!pretend && (await hasSecret(run, TELEGRAM_SECRET))) {
    io.say(
      `The Telegram bot token is set. To change it: npx firebase functions:secrets:set ${TELEGRAM_SECRET} --project ${projectId}`,
    );
    return state;
  }
  const token =
    env[TELEGRAM_SECRET]?.trim() ||
    (flags.skipTelegram
      ? ''
      : await io.askHidden(
          'Staff alerts go to Telegram. Paste the bot token @BotFather gave you (it is not shown), or press Enter to do it later: ',
        ));
  if (!token) {
    io.say(
      'No Telegram bot token yet: the deploy below will ask for it (README, "Staff alerts", says how to make the bot).',
    );
    return { ...state, tokenLeft: true };
  }
  await setSecret(run, TELEGRAM_SECRET, token);
  return { ...state, token };
}

/** The chats staff alerts go to: functions/src/index.ts's parameters, and whose chat each is. */
const TELEGRAM_CHATS = [
  ['TELEGRAM_ADMIN_CHAT_ID', 'the admins’ group'],
  ['TELEGRAM_DELIVERY_CHAT_ID', 'the delivery people’s group'],
  ['TELEGRAM_LAB_CHAT_ID', 'the lab’s group'],
] as const;
/** A group's number as Telegram gives it (-1001234567890), or a public channel's @name. */
const TELEGRAM_CHAT = /^(-?\d{3,20}|@\w{5,32})$/;
const TRIES = 3;

async function askChat(io: Io, whose: string): Promise<string> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const answer = await io.ask(
      `The Telegram chat id of ${whose} (like -1001234567890; press Enter to let the deploy ask): `,
    );
    if (answer === '' || TELEGRAM_CHAT.test(answer)) return answer;
    io.say(`"${answer}" is not a chat id: it is a number like -1001234567890.`);
  }
  return '';
}

const functionsEnvPath = (root: string, projectId: string) =>
  join(root, 'functions', `.env.${projectId}`);

/** The functions' settings file, with `wanted` set in it (any other line kept), or said in a dry run. */
async function writeFunctionSettings(
  { io, root, projectId, flags }: Run,
  wanted: Record<string, string>,
): Promise<void> {
  const path = functionsEnvPath(root, projectId);
  const before = existsSync(path) ? await readFile(path, 'utf8') : '';
  io.say(
    `  ${flags.dryRun ? 'would write' : 'writes'} functions/.env.${projectId} (${Object.keys(wanted).join(', ')})`,
  );
  if (!flags.dryRun) await writeFile(path, withSettings(before, wanted));
}

async function functionSettingsNow({ root, projectId }: Run): Promise<Record<string, string>> {
  const path = functionsEnvPath(root, projectId);
  return readEnvText(existsSync(path) ? await readFile(path, 'utf8') : '');
}

/**
 * The functions' own settings, in functions/.env.<project>, where the deploy
 * reads them instead of asking: the Telegram chats (asked once, when the
 * token was given), the bot's username (asked of Telegram with its token),
 * and App Check left off until the App Check step turns it on. Lines already
 * there are kept.
 */
async function functionSettings(
  run: Run,
  env: NodeJS.ProcessEnv,
  telegramState: TelegramState,
): Promise<void> {
  const { io, projectId, flags } = run;
  const known = await functionSettingsNow(run);
  const wanted: Record<string, string> = {};
  if (known['APP_CHECK_ENFORCED'] === undefined) wanted['APP_CHECK_ENFORCED'] = 'false';
  const { tokenLeft, token } = telegramState;
  for (const [name, whose] of TELEGRAM_CHATS) {
    if (known[name]) continue;
    const given =
      env[name]?.trim() || (tokenLeft || flags.skipTelegram ? '' : await askChat(io, whose));
    if (given) wanted[name] = given;
  }
  if (!known[BOT_USERNAME] && !tokenLeft && !run.pretend) {
    // Telegram says whose token it is: the username is never typed wrong.
    const username = await botUsername(
      run.http,
      token ?? (await secretValue(run, TELEGRAM_SECRET)),
    );
    io.say(`The bot is @${username}; shops will link their chats to it.`);
    wanted[BOT_USERNAME] = username;
  }
  if (Object.keys(wanted).length === 0) {
    io.say(`The functions' settings are in functions/.env.${projectId}.`);
    return;
  }
  await writeFunctionSettings(run, wanted);
}

/** .env with `wanted` set, checked as the build checks it; said in a dry run. */
async function writeAppSettings(
  { io, root, flags }: Run,
  wanted: Record<string, string>,
  what: string,
): Promise<void> {
  const envPath = join(root, '.env');
  const before = existsSync(envPath) ? await readFile(envPath, 'utf8') : '';
  const after = withSettings(before, wanted);
  if (after === before) return;
  io.say(`  ${flags.dryRun ? 'would write' : 'writes'} .env (${what})`);
  if (flags.dryRun) return;
  // The build's own check: a .env it would refuse stops here, in its words.
  parseBuildSettings(readEnvText(after));
  await writeFile(envPath, after);
}

async function appSettingsNow({ root }: Run): Promise<Record<string, string>> {
  const envPath = join(root, '.env');
  return readEnvText(existsSync(envPath) ? await readFile(envPath, 'utf8') : '');
}

/**
 * A web push key as the console shows it: the public half of a P-256 key
 * pair, 65 bytes in URL-safe base64 without padding (87 characters, "B…").
 */
export function isWebPushKey(key: string): boolean {
  if (!/^B[A-Za-z0-9_-]{86}$/.test(key)) return false;
  const bytes = Buffer.from(key, 'base64url');
  return bytes.length === 65 && bytes[0] === 0x04;
}

/** A reCAPTCHA Enterprise site key as Google Cloud gives one (40 characters), within what the build takes. */
export const isRecaptchaSiteKey = (key: string) => /^[0-9A-Za-z_-]{20,60}$/.test(key);

/** Asks for a value of a known shape a few times; '' when the volunteer leaves it for later. */
async function askShaped(
  io: Io,
  question: string,
  fits: (value: string) => boolean,
  problem: string,
): Promise<string> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const answer = (await io.ask(question)).trim();
    if (answer === '' || fits(answer)) return answer;
    io.say(problem);
  }
  return '';
}

/**
 * The web push key the app subscribes phones with (Firebase Cloud
 * Messaging): made in the console, pasted here, checked and written to .env
 * as VITE_FIREBASE_VAPID_KEY. Returns whether the app has one.
 */
async function webPush(run: Run): Promise<boolean> {
  const { io, projectId, flags, env } = run;
  const now = (await appSettingsNow(run))[WEB_PUSH_SETTING] ?? '';
  const given = flags.webPushKey?.trim() || env[WEB_PUSH_SETTING]?.trim() || '';
  if (!given && isWebPushKey(now)) {
    io.say('.env holds the web push key: staff and customers can be told on their phones.');
    return true;
  }
  const problem =
    'That is not a web push key: it is one line of 87 letters, digits, - and _, starting with B. Copy it again from the "Key pair" column.';
  if (given && !isWebPushKey(given)) throw new Stop(problem);
  const key =
    given ||
    (flags.yes
      ? ''
      : await askShaped(
          io,
          `Notifications on phones need the web push key. In the Firebase console open ${consolePage(projectId, 'settings/cloudmessaging')} → Web Push certificates → "Generate key pair" (if there is no key yet), and paste the key pair here, or press Enter to do it later: `,
          isWebPushKey,
          problem,
        ));
  if (!key) {
    io.say('No web push key yet: the app will not offer notifications on phones until it has one.');
    return false;
  }
  await writeAppSettings(run, { [WEB_PUSH_SETTING]: key }, WEB_PUSH_SETTING);
  return true;
}

/**
 * App Check: the reCAPTCHA Enterprise site key the app proves itself with,
 * written to .env; and, once the key is registered in App Check, the
 * functions' enforcement (APP_CHECK_ENFORCED) turned on.
 */
async function appCheck(run: Run): Promise<{ key: boolean; enforced: boolean }> {
  const { io, projectId, flags, env } = run;
  const now = (await appSettingsNow(run))[APP_CHECK_SETTING] ?? '';
  const given = flags.recaptchaSiteKey?.trim() || env[APP_CHECK_SETTING]?.trim() || '';
  const problem =
    'That is not a reCAPTCHA site key: it is one word of about 40 letters, digits, - and _. Copy the key ID again.';
  if (given && !isRecaptchaSiteKey(given)) throw new Stop(problem);
  let key = given || (isRecaptchaSiteKey(now) ? now : '');
  if (key && key === now) io.say('.env holds the reCAPTCHA Enterprise site key for App Check.');
  if (!key && !flags.yes) {
    key = await askShaped(
      io,
      `App Check lets only the town's own app use the database and the server. Make a reCAPTCHA Enterprise key at https://console.cloud.google.com/security/recaptcha?project=${projectId} → Create key (a website key for ${projectId}.web.app and ${projectId}.firebaseapp.com, no checkbox), and paste its key ID here, or press Enter to do it later: `,
      isRecaptchaSiteKey,
      problem,
    );
  }
  if (!key) {
    io.say(
      'No App Check key yet: until there is one, scripts can call the server as the app does.',
    );
    return { key: false, enforced: false };
  }
  if (key !== now) await writeAppSettings(run, { [APP_CHECK_SETTING]: key }, APP_CHECK_SETTING);
  const functions = await functionSettingsNow(run);
  if (functions['APP_CHECK_ENFORCED'] === 'true') {
    io.say(
      'The server refuses calls that do not come from the town’s app (App Check is enforced).',
    );
    return { key: true, enforced: true };
  }
  io.say(
    `Register the key in App Check: ${consolePage(projectId, 'appcheck/apps')} → the web app → reCAPTCHA Enterprise → paste the key ID → Save.`,
  );
  // Never on --yes alone: enforced before the key is registered, every call would be refused.
  const enforce =
    flags.enforceAppCheck ||
    (!flags.yes &&
      /^y(es)?$/i.test(
        await io.ask(
          'Is the key registered in App Check? Then the server can refuse every call that does not come from the town’s app. Turn that on now? (yes/no) ',
        ),
      ));
  if (!enforce) return { key: true, enforced: false };
  await writeFunctionSettings(run, { APP_CHECK_ENFORCED: 'true' });
  return { key: true, enforced: true };
}

/** What a deploy sends, fingerprinted: the same fingerprint as last time means nothing to send. */
async function deployedFingerprint(root: string, projectId: string): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    'firebase.json',
    'firestore.rules',
    'firestore.indexes.json',
    `functions/.env.${projectId}`,
  ];
  for (const folder of ['functions/lib', 'dist']) {
    if (!existsSync(join(root, folder))) continue;
    const inside = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of inside) {
      if (entry.isFile()) files.push(join(entry.parentPath, entry.name).slice(root.length + 1));
    }
  }
  for (const file of files.sort()) {
    if (!existsSync(join(root, file))) continue;
    hash
      .update(`${file}\0`)
      .update(await readFile(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const recordPath = (root: string, projectId: string) =>
  join(root, '.firebase', `launch-${projectId}.json`);

async function lastDeployed(root: string, projectId: string): Promise<string | null> {
  try {
    const record = JSON.parse(await readFile(recordPath(root, projectId), 'utf8')) as {
      fingerprint?: unknown;
    };
    return typeof record.fingerprint === 'string' ? record.fingerprint : null;
  } catch {
    return null;
  }
}

/**
 * Public sign-up off, checked and switched off through the Identity Toolkit
 * API. The launch stops, having sent no site, when it cannot be.
 */
async function ensureSignUpOff(run: Run, admin: AdminClient): Promise<void> {
  const { io, projectId, flags } = run;
  const byHand = `${consolePage(projectId, 'authentication/settings')} → User actions → untick "Enable create (sign-up)" → Save`;
  try {
    if (await admin.signUpDisabled()) {
      io.say('Public sign-up is off: only the accounts the admin makes can sign in.');
      return;
    }
    if (flags.dryRun) {
      io.say('Would switch public sign-up off, before the site is sent.');
      return;
    }
    await admin.disableSignUp();
    io.say('Public sign-up is now off: only the accounts the admin makes can sign in.');
  } catch (error) {
    throw new Stop(
      `Public sign-up could not be switched off here (${error instanceof Error ? error.message : String(error)}). Until it is, anyone could make an account with the town's public web key, so the site was not sent and nobody was made the admin. Switch it off by hand: ${byHand}. Then run npm run launch again.`,
    );
  }
}

async function buildAndDeploy(run: Run, tokenLeft: boolean): Promise<void> {
  const { cli, io, root, projectId, flags, pretend } = run;
  const project = ['--project', projectId];
  for (const script of ['build:functions', 'build']) {
    if (!(await cli.inTerminal('npm', ['run', script]))) {
      throw new Stop(
        `npm run ${script} failed (its messages are above). Put it right, then run npm run launch again.`,
      );
    }
  }
  // Functions run only on Blaze: any running means the plan is right already.
  const listFunctions = async () =>
    pretend ? [] : ((await cli.read<unknown[]>(['functions:list', ...project])) ?? []);
  let functions = await listFunctions();
  const fingerprint = flags.dryRun ? null : await deployedFingerprint(root, projectId);
  const deploy = async (only: string) => {
    const deployed = await cli.inTerminal('firebase', [
      'deploy',
      '--only',
      only,
      ...project,
      ...(flags.yes ? ['--non-interactive'] : []),
    ]);
    if (!deployed) {
      throw new Stop(
        `The deploy did not finish (its messages are above). Most often the project is not on the Blaze plan yet: ${consolePage(projectId, 'usage/details')}. Then run npm run launch again.`,
      );
    }
  };
  if (fingerprint && fingerprint === (await lastDeployed(root, projectId))) {
    io.say('The rules, indexes, functions and site are as last deployed: nothing to send.');
    if (!pretend) await ensureSignUpOff(run, await run.admin());
  } else {
    if (functions.length === 0 && !flags.yes && !flags.dryRun) {
      io.say(
        `The server's half of the town runs in Cloud Functions, which need the Blaze (pay as you go) plan, with a card.\nOpen ${consolePage(projectId, 'usage/details')} and choose "Modify plan" → Blaze, if it does not say Blaze already.`,
      );
      await io.ask('Press Enter when the project is on Blaze. ');
    }
    if (tokenLeft) {
      io.say(
        flags.yes
          ? `With --yes the deploy asks nothing: without ${TELEGRAM_SECRET} (set it in the environment) the functions will not deploy.`
          : 'The deploy will ask for the Telegram bot token: paste it there.',
      );
    }
    await deploy(DEPLOY_SERVER);
    // The site makes the web key public: public sign-up goes off first.
    if (pretend) io.say('Would switch public sign-up off, before the site is sent.');
    else await ensureSignUpOff(run, await run.admin());
    await deploy(DEPLOY_SITE);
    if (!fingerprint) return;
    await mkdir(join(root, '.firebase'), { recursive: true });
    const record = { fingerprint, deployedAt: new Date().toISOString() };
    await writeFile(recordPath(root, projectId), `${JSON.stringify(record, null, 2)}\n`);
    functions = await listFunctions();
  }
  if (functions.length > 0) {
    io.say(
      `${functions.length} functions are running. The town is at https://${projectId}.web.app`,
    );
  } else if (!flags.dryRun) {
    throw new Stop(
      `No functions are running on ${projectId}: the project needs the Blaze plan (${consolePage(projectId, 'usage/details')}). Then run npm run launch again.`,
    );
  }
}

/**
 * The bot's messages sent to the `telegramWebhook` function with the
 * webhook's secret (Telegram's `setWebhook` with `secret_token`), once the
 * function is deployed; left alone when they go there already. Returns
 * whether the webhook is set.
 */
async function linkWebhook(run: Run, state: TelegramState): Promise<boolean> {
  const { io, projectId, flags, pretend, http } = run;
  const url = webhookUrl(projectId, REGION);
  if (state.tokenLeft) return false;
  if (pretend) {
    io.say(`  would point the bot's webhook at ${url}`);
    return false;
  }
  const token = state.token ?? (await secretValue(run, TELEGRAM_SECRET));
  const now = await webhookInfo(http, token);
  if (now.url === url && !state.newWebhookSecret) {
    io.say(`The bot's messages go to ${url}.`);
    if (now.lastError) io.say(`Telegram's last trouble delivering them: ${now.lastError}`);
    return true;
  }
  if (flags.dryRun) {
    io.say(`  would point the bot's webhook at ${url}`);
    return false;
  }
  const secret = state.newWebhookSecret ?? (await secretValue(run, WEBHOOK_SECRET));
  await setWebhook(http, token, url, secret);
  const after = await webhookInfo(http, token);
  if (after.url !== url) {
    throw new Stop(
      `Telegram did not take the bot's webhook (it still points at "${after.url}"). Run npm run launch again.`,
    );
  }
  io.say(`The bot's messages now go to ${url}, each with the webhook's secret.`);
  return true;
}

async function backups({ cli, io, projectId, flags, pretend }: Run): Promise<void> {
  const project = ['--project', projectId];
  const schedules = pretend
    ? []
    : ((await cli.read<BackupSchedule[]>(['firestore:backups:schedules:list', ...project])) ?? []);
  if (schedules.some((schedule) => schedule.dailyRecurrence)) {
    io.say('The database is already backed up every day.');
    return;
  }
  await cli.change([
    'firestore:backups:schedules:create',
    '--recurrence',
    'DAILY',
    '--retention',
    BACKUP_RETENTION,
    ...project,
  ]);
  if (!flags.dryRun)
    io.say('The database will be backed up every day; each backup is kept 14 days.');
}

function byHand(io: Io, projectId: string, settled: Settled): void {
  const tasks = [
    ...(settled.passwordRuleSet
      ? []
      : [
          `Require passwords of at least ${STAFF_PASSWORD_MIN_LENGTH} characters: ${consolePage(projectId, 'authentication/settings')} → Password policy → Require enforcement, minimum length ${STAFF_PASSWORD_MIN_LENGTH} → Save.`,
        ]),
    ...(settled.appCheckKey
      ? [
          ...(settled.appCheckEnforced
            ? []
            : [
                `Register the reCAPTCHA key in App Check (${consolePage(projectId, 'appcheck/apps')} → the web app → reCAPTCHA Enterprise), then run npm run launch -- --enforce-app-check, so the server refuses calls that do not come from the town's app.`,
              ]),
          `Enforce App Check for the database: ${consolePage(projectId, 'appcheck/apis')} → Cloud Firestore → Enforce (once its chart shows the app's requests verified).`,
        ]
      : [
          `Before the town goes live, set up App Check (docs/launch.md, "App Check"): make a reCAPTCHA Enterprise key at https://console.cloud.google.com/security/recaptcha?project=${projectId} and run npm run launch again to paste it.`,
        ]),
    ...(settled.webPushKey
      ? []
      : [
          `For notifications on phones: ${consolePage(projectId, 'settings/cloudmessaging')} → Web Push certificates → Generate key pair, then run npm run launch again to paste it.`,
        ]),
    ...(settled.webhookSet
      ? []
      : [
          'Once the Telegram bot token is set, run npm run launch again: it points the bot at the server, so shops can link their own chats.',
        ]),
  ];
  if (tasks.length === 0) io.say('Nothing: everything the launch can check is done.');
  tasks.forEach((task, index) => io.say(`${index + 1}. ${task}`));
  io.say(
    `\nThe town: https://${projectId}.web.app — the admin signs in at https://${projectId}.web.app/login and adds shops, vendors and delivery people from /admin.\nRun npm run launch -- --project ${projectId} again at any time: it changes only what is missing.`,
  );
}
