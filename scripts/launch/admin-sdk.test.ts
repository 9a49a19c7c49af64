// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cliLoginCredential, type CliLogin } from './admin-sdk.ts';

describe('the Admin SDK on the firebase login', () => {
  it('gets its access token from the login firebase-tools keeps, with the seconds it has left', async () => {
    const asked: [string, string[]][] = [];
    const login: CliLogin = {
      getGlobalDefaultAccount: () => ({ tokens: { refresh_token: 'refresh-1' } }),
      getAccessToken: async (refreshToken, scopes) => {
        asked.push([refreshToken, scopes]);
        return { access_token: 'access-1', expires_at: 1_000_000 + 3_599_500 };
      },
    };

    const credential = cliLoginCredential(login, () => 1_000_000);

    expect(await credential.getAccessToken()).toEqual({
      access_token: 'access-1',
      expires_in: 3599,
    });
    expect(asked).toEqual([['refresh-1', []]]);
  });

  it('says to sign in when firebase-tools holds no login', () => {
    expect(() =>
      cliLoginCredential({
        getGlobalDefaultAccount: () => undefined,
        getAccessToken: async () => ({ access_token: '' }),
      }),
    ).toThrow('run npx firebase login');
  });
});
