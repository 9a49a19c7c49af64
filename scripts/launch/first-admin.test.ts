// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ensureFirstAdmin,
  ensurePasswordRule,
  type AdminClient,
  type AdminRecord,
} from './first-admin.ts';
import type { Io } from './io.ts';

/** The Admin SDK in memory, with what was written. */
function memoryAdmin(existing: { email: string; uid: string } | null = null) {
  const created: { email: string; password: string; name: string }[] = [];
  const written: [string, AdminRecord][] = [];
  const client: AdminClient = {
    findAdmin: async () => existing,
    findUser: async (email) => (email === 'has.account@example.com' ? { uid: 'old-uid' } : null),
    createUser: async (account) => {
      created.push(account);
      return 'new-uid';
    },
    writeAdmin: async (uid, record) => {
      written.push([uid, record]);
    },
    passwordRule: async () => {
      throw new Error('Identity Platform is not enabled');
    },
    setPasswordRule: async () => {},
    signUpDisabled: async () => true,
    disableSignUp: async () => {},
    // The existing account's password, as a sign-in with it would prove.
    passwordOwner: async (email, password) =>
      email === 'has.account@example.com' && password === 'its-own-password' ? 'old-uid' : null,
  };
  return { client, created, written };
}

function answering(answers: string[]) {
  const said: string[] = [];
  const reply = async () => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error('asked more than the test answers');
    return answer;
  };
  const io: Io = { say: (text) => said.push(text), ask: reply, askHidden: reply };
  return { io, said };
}

describe('the first admin', () => {
  it('asks again after a short password and after two that differ, then makes the account and its admins document', async () => {
    const admin = memoryAdmin();
    const { io, said } = answering([
      'not an email',
      ' rina@example.com ',
      'Rina Das',
      'short',
      'long-enough-1',
      'long-enough-2',
      'long-enough-1',
      'long-enough-1',
    ]);

    const outcome = await ensureFirstAdmin(admin.client, io, {}, false);

    expect(said).toContain('That does not look like an email address (like name@example.com).');
    expect(said).toContain('The password must be at least 8 characters long.');
    expect(said).toContain('The two passwords were not the same. Please start again.');
    expect(admin.created).toEqual([
      { email: 'rina@example.com', password: 'long-enough-1', name: 'Rina Das' },
    ]);
    expect(admin.written).toEqual([
      ['new-uid', { name: 'Rina Das', email: 'rina@example.com', role: 'admin' }],
    ]);
    expect(outcome).toEqual({
      kind: 'created',
      email: 'rina@example.com',
      uid: 'new-uid',
      newAccount: true,
    });
  });

  it('makes an account the launch did not make the admin only for whoever signs in with its password', async () => {
    const admin = memoryAdmin();
    const { io, said } = answering(['a-guess', 'its-own-password']);

    await ensureFirstAdmin(
      admin.client,
      io,
      { email: 'has.account@example.com', name: 'Amit Roy' },
      false,
    );

    expect(said).toContain('That password does not sign in to that account.');
    expect(admin.created).toEqual([]);
    expect(admin.written).toEqual([
      ['old-uid', { name: 'Amit Roy', email: 'has.account@example.com', role: 'admin' }],
    ]);
  });

  it('makes nobody the admin when nobody shows the existing account’s password', async () => {
    const admin = memoryAdmin();
    const { io } = answering(['guess-1', 'guess-2', 'guess-3']);
    await expect(
      ensureFirstAdmin(
        admin.client,
        io,
        { email: 'has.account@example.com', name: 'Amit Roy' },
        false,
      ),
    ).rejects.toThrow(
      'has.account@example.com was not made the admin: nobody showed its password.',
    );
    // Enter stops at once.
    await expect(
      ensureFirstAdmin(
        admin.client,
        answering(['']).io,
        { email: 'has.account@example.com', name: 'Amit Roy' },
        false,
      ),
    ).rejects.toThrow('was not made the admin');
    expect([...admin.written, ...admin.created]).toEqual([]);
  });

  it('does nothing when the town has its admin, and writes nothing in a dry run', async () => {
    const launched = memoryAdmin({ uid: 'a', email: 'rina@example.com' });
    expect(await ensureFirstAdmin(launched.client, answering([]).io, {}, false)).toEqual({
      kind: 'already',
      email: 'rina@example.com',
    });

    const fresh = memoryAdmin();
    const flags = { email: 'rina@example.com', name: 'Rina Das' };
    expect(await ensureFirstAdmin(fresh.client, answering([]).io, flags, true)).toMatchObject({
      kind: 'would-create',
    });
    expect([...launched.written, ...fresh.written, ...fresh.created]).toEqual([]);
  });

  it('says the password rule could not be set when the project refuses it, so it is left to the console', async () => {
    const { io, said } = answering([]);
    expect(await ensurePasswordRule(memoryAdmin().client, io, false)).toBe(false);
    expect(said.join('\n')).toContain('Identity Platform is not enabled');
  });
});
