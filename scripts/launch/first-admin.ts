import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import { email, personName } from '../../src/lib/fields/schemas.ts';
import { STAFF_PASSWORD_MIN_LENGTH } from '../../src/lib/limits.ts';
import { adminModel } from '../../src/lib/record-schemas.ts';
import { ADMIN_ROLE } from '../../src/lib/roles.ts';
import type { Io } from './io.ts';

/** What an admins/{uid} document holds (the app, the rules and the server read it). */
export type AdminRecord = v.InferOutput<typeof adminModel>;

/** The project's password rule for everyone who signs in with email and password. */
export interface PasswordRule {
  minLength: number;
  enforced: boolean;
}

/**
 * What the launch asks of the Admin SDK, so the step is tested without a
 * network (admin-sdk.ts is the real one).
 */
export interface AdminClient {
  /** Someone who already holds the admin role, if anyone does. */
  findAdmin(): Promise<{ uid: string; email: string } | null>;
  /** The Auth account with this email, if there is one. */
  findUser(email: string): Promise<{ uid: string } | null>;
  /** A new Auth account; its uid. */
  createUser(account: { email: string; password: string; name: string }): Promise<string>;
  writeAdmin(uid: string, record: AdminRecord): Promise<void>;
  /** The password rule, or null when the project has none. */
  passwordRule(): Promise<PasswordRule | null>;
  setPasswordRule(rule: PasswordRule): Promise<void>;
  /** Whether public sign-up is off (only the Admin SDK makes accounts). */
  signUpDisabled(): Promise<boolean>;
  /** Switches public sign-up off. */
  disableSignUp(): Promise<void>;
  /** The uid of the account `email` and `password` sign in to, or null when they do not. */
  passwordOwner(email: string, password: string): Promise<string | null>;
}

export interface FirstAdminAnswers {
  email?: string | undefined;
  name?: string | undefined;
  /** Make a password and show it once, instead of asking for one. */
  generatePassword?: boolean | undefined;
}

export type FirstAdminOutcome =
  | { kind: 'already'; email: string }
  | { kind: 'would-create'; email: string }
  | { kind: 'created'; email: string; uid: string; newAccount: boolean };

/** Letters and digits nobody misreads on paper (no 0/O, 1/l/I). */
const READABLE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 16;
/** Firebase Auth refuses longer passwords. */
const PASSWORD_MAX_LENGTH = 4096;
const TRIES = 3;

export function generatePassword(): string {
  return Array.from({ length: GENERATED_LENGTH }, () => READABLE[randomInt(READABLE.length)]).join(
    '',
  );
}

/** Why a password will not do, in plain words; null when it will. */
export function passwordProblem(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) return 'That password is too long.';
  return null;
}

/** Asks until the answer passes `schema` (a few times), with `problem` said after each miss. */
async function askChecked(
  io: Io,
  question: string,
  schema: v.GenericSchema<string, string>,
  problem: string,
  given: string | undefined,
): Promise<string> {
  let answer = given;
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const result = v.safeParse(schema, answer ?? (await io.ask(question)));
    if (result.success) return result.output;
    io.say(problem);
    answer = undefined;
  }
  throw new Error(`${problem} Run npm run launch again when you have it.`);
}

async function choosePassword(io: Io, generate: boolean): Promise<string> {
  if (!generate) {
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const first = await io.askHidden(
        `A password for the admin (at least ${STAFF_PASSWORD_MIN_LENGTH} characters; press Enter to have one made for you): `,
      );
      if (first === '') break;
      const problem = passwordProblem(first);
      if (problem) {
        io.say(problem);
        continue;
      }
      if ((await io.askHidden('Type the same password again: ')) === first) return first;
      io.say('The two passwords were not the same. Please start again.');
    }
  }
  const made = generatePassword();
  io.say(
    `The admin's password is:  ${made}\nWrite it down now: it is shown only this once. The admin can change it later ("Forgot password" on the sign-in page).`,
  );
  return made;
}

/**
 * An account the launch did not make becomes the admin only for whoever
 * holds its password: the volunteer types it, and it must sign in to that
 * very account (Identity Toolkit, as the app's sign-in page does). It is not
 * kept. Otherwise the launch stops, having changed nothing.
 */
async function provePassword(
  client: AdminClient,
  io: Io,
  address: string,
  uid: string,
): Promise<void> {
  io.say(
    `${address} already has an account, which this launch did not make. It becomes the admin only if you show you hold its password.`,
  );
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const password = await io.askHidden(
      `The password of ${address} (it is checked by signing in with it, and not kept; press Enter to stop): `,
    );
    if (password === '') break;
    if ((await client.passwordOwner(address, password)) === uid) {
      io.say(`The password signs in to ${address}.`);
      return;
    }
    io.say('That password does not sign in to that account.');
  }
  throw new Error(
    `${address} was not made the admin: nobody showed its password. If the account is yours, run npm run launch again and type its password. If it is not, delete it in the Firebase console (Authentication → Users), or give another email.`,
  );
}

/**
 * The town's first admin: an Auth account and its admins/{uid} document, as
 * firestore.rules and the app expect (role ADMIN_ROLE), checked by the
 * app's own schema. Nothing is done when someone is an admin already.
 */
export async function ensureFirstAdmin(
  client: AdminClient,
  io: Io,
  answers: FirstAdminAnswers,
  dryRun: boolean,
): Promise<FirstAdminOutcome> {
  const existing = await client.findAdmin();
  if (existing) {
    io.say(`${existing.email} is already the town's admin; nothing to do.`);
    return { kind: 'already', email: existing.email };
  }
  const address = await askChecked(
    io,
    "The first admin's email address (they sign in with it): ",
    email(),
    'That does not look like an email address (like name@example.com).',
    answers.email,
  );
  const name = await askChecked(
    io,
    "The admin's name, as the other staff will see it: ",
    personName(),
    'Please give a name of 2 to 60 letters.',
    answers.name,
  );
  if (dryRun) {
    io.say(`Would make ${address} the town's admin (an account and its admins document).`);
    return { kind: 'would-create', email: address };
  }
  const account = await client.findUser(address);
  let uid = account?.uid;
  if (uid) {
    // Not made by this run: whoever registered the address first may hold it.
    await provePassword(client, io, address, uid);
  } else {
    const password = await choosePassword(io, answers.generatePassword === true);
    uid = await client.createUser({ email: address, password, name });
  }
  await client.writeAdmin(uid, v.parse(adminModel, { name, email: address, role: ADMIN_ROLE }));
  io.say(`${address} is now the town's admin.`);
  return { kind: 'created', email: address, uid, newAccount: !account };
}

/**
 * The project's password rule at the app's bound (STAFF_PASSWORD_MIN_LENGTH),
 * enforced: the sign-in forms read it. Returns false when the project does
 * not let the Admin SDK change it (then it is done by hand in the console).
 */
export async function ensurePasswordRule(
  client: AdminClient,
  io: Io,
  dryRun: boolean,
): Promise<boolean> {
  const wanted: PasswordRule = { minLength: STAFF_PASSWORD_MIN_LENGTH, enforced: true };
  try {
    const rule = await client.passwordRule();
    if (rule && rule.enforced && rule.minLength >= wanted.minLength) {
      io.say(`Passwords must already be at least ${rule.minLength} characters long.`);
      return true;
    }
    if (dryRun) {
      io.say(`Would require passwords of at least ${wanted.minLength} characters.`);
      return true;
    }
    await client.setPasswordRule(wanted);
    io.say(`Passwords must now be at least ${wanted.minLength} characters long.`);
    return true;
  } catch (error) {
    io.say(`Could not set the password rule here (${String(error)}).`);
    return false;
  }
}
