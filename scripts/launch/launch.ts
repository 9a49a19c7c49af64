import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN_LENGTH } from '../../src/lib/limits.ts';
import { parseBuildSettings, PROJECT_ID_FORMAT, SettingsError } from '../../src/config/env.ts';
import { CommandFailed, commandRunner, type CommandRunner } from './commands.ts';
import { readEnvText, withSettings } from './env-file.ts';
import { ensureFirstAdmin, ensurePasswordRule, type AdminClient } from './first-admin.ts';
import type { Io } from './io.ts';

export interface LaunchFlags {
  project: string | undefined;
  displayName: string;
  location: string;
  adminEmail: string | undefined;
  adminName: string | undefined;
  generatePassword: boolean;
  skipTelegram: boolean;
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
  --yes                 answer yes to every yes-or-no question
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
  /** The Admin SDK for the project, made only when the admin step needs it. */
  adminClient(projectId: string): Promise<AdminClient>;
}

/** The secret functions/src/index.ts declares (defineSecret). */
export const TELEGRAM_SECRET = 'TELEGRAM_BOT_TOKEN';
const DATABASE = '(default)';
const WEB_APP_NAME = 'Town Services';
const DEPLOY_ONLY = 'firestore:rules,firestore:indexes,auth,functions,hosting';
const BACKUP_RETENTION = '14d';

/** A page of the project in the Firebase console. */
const consolePage = (projectId: string, page: string) =>
  `https://console.firebase.google.com/project/${projectId}/${page}`;

const STEPS = [
  'Signing in to Firebase',
  'The project',
  'The web app and .env',
  'The database',
  'Staff alerts on Telegram',
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
  /** A dry run for a project that would be made: nothing in it can be read yet. */
  pretend: boolean;
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

    const run: Run = { cli, io, root: deps.root, projectId, flags, pretend };

    begin();
    await webAppAndEnv(run);

    begin();
    await database(run);

    begin();
    const tokenLeft = await telegram(run, deps.env);
    await functionSettings(run, deps.env, tokenLeft);

    begin();
    await buildAndDeploy(run, tokenLeft);

    begin();
    await backups(run);

    begin();
    let passwordRuleSet = true;
    if (pretend) {
      io.say('Would make the first admin once the project exists.');
    } else {
      const client = await deps.adminClient(projectId);
      passwordRuleSet = await ensurePasswordRule(client, io, flags.dryRun);
      await ensureFirstAdmin(
        client,
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
    byHand(io, projectId, passwordRuleSet);
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

async function webAppAndEnv({ cli, io, root, projectId, flags, pretend }: Run): Promise<void> {
  const project = ['--project', projectId];
  const apps = pretend ? [] : ((await cli.read<WebApp[]>(['apps:list', 'WEB', ...project])) ?? []);
  let appId = (apps.find((app) => app.displayName === WEB_APP_NAME) ?? apps[0])?.appId;
  if (appId) io.say(`The web app is there (${appId}).`);
  else appId = (await cli.change<WebApp>(['apps:create', 'WEB', WEB_APP_NAME, ...project]))?.appId;
  if (!appId) {
    io.say('  would write the new web app’s settings into .env');
    return;
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
    return;
  }
  io.say(
    `  ${flags.dryRun ? 'would write' : 'writes'} .env (the web app’s settings; any other lines are kept)`,
  );
  if (!flags.dryRun) await writeFile(envPath, after);
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

/**
 * The bot token the functions read (Secret Manager, never in the app).
 * Returns true when it is still missing, so the deploy will ask for it.
 */
async function telegram({ cli, io, projectId, flags, pretend }: Run, env: NodeJS.ProcessEnv) {
  const project = ['--project', projectId];
  if (!pretend) {
    try {
      await cli.read(['functions:secrets:get', TELEGRAM_SECRET, ...project]);
      io.say(
        `The Telegram bot token is set. To change it: npx firebase functions:secrets:set ${TELEGRAM_SECRET} --project ${projectId}`,
      );
      return false;
    } catch (error) {
      if (!(error instanceof CommandFailed)) throw error;
    }
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
    return true;
  }
  // On standard input, so the token is never on a command line.
  await cli.change(['functions:secrets:set', TELEGRAM_SECRET, '--data-file', '-', ...project], {
    input: token,
  });
  return false;
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

/**
 * The functions' own settings, in functions/.env.<project>, where the deploy
 * reads them instead of asking: the Telegram chats (asked once, when the
 * token was given), and App Check left off until README step 5 is done.
 * Lines already there are kept.
 */
async function functionSettings(
  { io, root, projectId, flags }: Run,
  env: NodeJS.ProcessEnv,
  tokenLeft: boolean,
): Promise<void> {
  const path = join(root, 'functions', `.env.${projectId}`);
  const before = existsSync(path) ? await readFile(path, 'utf8') : '';
  const known = readEnvText(before);
  const wanted: Record<string, string> = {};
  if (known['APP_CHECK_ENFORCED'] === undefined) wanted['APP_CHECK_ENFORCED'] = 'false';
  for (const [name, whose] of TELEGRAM_CHATS) {
    if (known[name]) continue;
    const given =
      env[name]?.trim() || (tokenLeft || flags.skipTelegram ? '' : await askChat(io, whose));
    if (given) wanted[name] = given;
  }
  if (Object.keys(wanted).length === 0) {
    io.say(`The functions' settings are in functions/.env.${projectId}.`);
    return;
  }
  io.say(
    `  ${flags.dryRun ? 'would write' : 'writes'} functions/.env.${projectId} (${Object.keys(wanted).join(', ')})`,
  );
  if (!flags.dryRun) await writeFile(path, withSettings(before, wanted));
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

async function buildAndDeploy(
  { cli, io, root, projectId, flags, pretend }: Run,
  tokenLeft: boolean,
): Promise<void> {
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
  if (fingerprint && fingerprint === (await lastDeployed(root, projectId))) {
    io.say('The rules, indexes, functions and site are as last deployed: nothing to send.');
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
    const deployed = await cli.inTerminal('firebase', [
      'deploy',
      '--only',
      DEPLOY_ONLY,
      ...project,
      ...(flags.yes ? ['--non-interactive'] : []),
    ]);
    if (!deployed) {
      throw new Stop(
        `The deploy did not finish (its messages are above). Most often the project is not on the Blaze plan yet: ${consolePage(projectId, 'usage/details')}. Then run npm run launch again.`,
      );
    }
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

function byHand(io: Io, projectId: string, passwordRuleSet: boolean): void {
  const tasks = [
    `Switch public sign-up off, so nobody but the staff you add can make an account: ${consolePage(projectId, 'authentication/settings')} → User actions → untick "Enable create (sign-up)" → Save.`,
    ...(passwordRuleSet
      ? []
      : [
          `Require passwords of at least ${STAFF_PASSWORD_MIN_LENGTH} characters: ${consolePage(projectId, 'authentication/settings')} → Password policy → Require enforcement, minimum length ${STAFF_PASSWORD_MIN_LENGTH} → Save.`,
        ]),
    `Before the town goes live, turn on App Check (README, step 5): ${consolePage(projectId, 'appcheck')}.`,
  ];
  tasks.forEach((task, index) => io.say(`${index + 1}. ${task}`));
  io.say(
    `\nThe town: https://${projectId}.web.app — the admin signs in at https://${projectId}.web.app/login and adds shops, vendors and delivery people from /admin.\nRun npm run launch -- --project ${projectId} again at any time: it changes only what is missing.`,
  );
}
