// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeHttp } from './fake-http.ts';
import { disableSignUp, passwordOwner, signUpDisabled } from './identity-toolkit.ts';

const CONFIG = 'https://identitytoolkit.googleapis.com/admin/v2/projects/kalna-town/config';

describe('public sign-up, through the Identity Toolkit admin API', () => {
  it('reads it, and switches only it off, as the signed-in owner, for the project', async () => {
    let config: Record<string, unknown> = { signIn: { email: { enabled: true } } };
    const { http, sent } = fakeHttp({
      [CONFIG]: (request) => {
        if (request.method === 'PATCH') {
          config = { ...config, ...(request.body as object) };
        }
        return { status: 200, body: config };
      },
    });
    const auth = { http, projectId: 'kalna-town', accessToken: async () => 'token-1' };

    expect(await signUpDisabled(auth)).toBe(false);
    await disableSignUp(auth);
    expect(await signUpDisabled(auth)).toBe(true);

    expect(sent.map((request) => [request.method, request.url])).toEqual([
      ['GET', CONFIG],
      ['PATCH', `${CONFIG}?updateMask=client.permissions.disabledUserSignup`],
      ['GET', CONFIG],
    ]);
    expect(sent[1]?.body).toEqual({ client: { permissions: { disabledUserSignup: true } } });
    for (const request of sent) {
      expect(request.headers).toMatchObject({
        Authorization: 'Bearer token-1',
        'x-goog-user-project': 'kalna-town',
      });
    }
    expect(config).toMatchObject({ signIn: { email: { enabled: true } } });
  });

  it('says what the API said when it refuses', async () => {
    const { http } = fakeHttp({
      [CONFIG]: () => ({
        status: 403,
        body: { error: { message: 'Identity Toolkit API has not been used in project' } },
      }),
    });
    const auth = { http, projectId: 'kalna-town', accessToken: async () => 'token-1' };
    await expect(disableSignUp(auth)).rejects.toThrow(
      'Identity Toolkit answered 403: Identity Toolkit API has not been used in project',
    );
  });
});

describe('a password proved by signing in with it', () => {
  const SIGN_IN = 'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword';
  const { http, sent } = fakeHttp({
    [SIGN_IN]: (request) => {
      const { email, password } = request.body as { email: string; password: string };
      if (email === 'rina@example.com' && password === 'the-right-one') {
        return { status: 200, body: { localId: 'uid-rina', email } };
      }
      if (email === 'broken@example.com') {
        return { status: 500, body: { error: { message: 'INTERNAL' } } };
      }
      return { status: 400, body: { error: { message: 'INVALID_LOGIN_CREDENTIALS' } } };
    },
  });

  it('gives the uid the email and password sign in to, with the web key, asking for no token', async () => {
    expect(await passwordOwner(http, 'AIza-key', 'rina@example.com', 'the-right-one')).toBe(
      'uid-rina',
    );
    expect(sent.at(-1)).toMatchObject({
      url: `${SIGN_IN}?key=AIza-key`,
      method: 'POST',
      body: { email: 'rina@example.com', password: 'the-right-one', returnSecureToken: false },
    });
  });

  it('gives null for a wrong password, and throws when the service fails', async () => {
    expect(await passwordOwner(http, 'AIza-key', 'rina@example.com', 'a-guess')).toBeNull();
    await expect(passwordOwner(http, 'AIza-key', 'broken@example.com', 'x')).rejects.toThrow(
      'answered 500: INTERNAL',
    );
  });
});
