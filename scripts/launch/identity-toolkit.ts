import { HttpRefused, jsonOf, pick, type Http } from './http.ts';

/**
 * What the launch asks of Firebase Auth that the Admin SDK cannot do, through
 * the Identity Toolkit REST API:
 * - public sign-up, read and switched off in the project's config (admin v2
 *   `projects.getConfig` / `projects.updateConfig`,
 *   `client.permissions.disabledUserSignup`), so nobody can make an account
 *   with the public web key once the site is out;
 * - a password proved by signing in with it (`accounts:signInWithPassword`),
 *   so an account the launch did not make becomes the admin only for whoever
 *   holds its password.
 */
const ADMIN_API = 'https://identitytoolkit.googleapis.com/admin/v2';
const CLIENT_API = 'https://identitytoolkit.googleapis.com/v1';
const SERVICE = 'Identity Toolkit';

/** The project's Auth settings, as an owner signed in to `firebase login` may read and write them. */
export interface ProjectAuth {
  http: Http;
  projectId: string;
  /** An OAuth access token of the signed-in Google account. */
  accessToken: () => Promise<string>;
}

async function headersFor({ projectId, accessToken }: ProjectAuth) {
  return {
    Authorization: `Bearer ${await accessToken()}`,
    // The project pays for the call, not the CLI's own client.
    'x-goog-user-project': projectId,
    'Content-Type': 'application/json',
  };
}

async function refusal(answer: { status: number; json(): Promise<unknown> }): Promise<HttpRefused> {
  const body = await jsonOf(answer);
  const said = pick(body, 'error', 'message');
  return new HttpRefused(
    SERVICE,
    answer.status,
    typeof said === 'string' ? said : 'no reason given',
  );
}

const configUrl = (projectId: string) => `${ADMIN_API}/projects/${projectId}/config`;

/** Whether public sign-up is off: nobody but the Admin SDK (the launch, the server) makes accounts. */
export async function signUpDisabled(auth: ProjectAuth): Promise<boolean> {
  const answer = await auth.http(configUrl(auth.projectId), {
    method: 'GET',
    headers: await headersFor(auth),
  });
  if (answer.status !== 200) throw await refusal(answer);
  return pick(await jsonOf(answer), 'client', 'permissions', 'disabledUserSignup') === true;
}

/** Switches public sign-up off, touching no other setting of the project's Auth. */
export async function disableSignUp(auth: ProjectAuth): Promise<void> {
  const mask = 'client.permissions.disabledUserSignup';
  const answer = await auth.http(`${configUrl(auth.projectId)}?updateMask=${mask}`, {
    method: 'PATCH',
    headers: await headersFor(auth),
    body: JSON.stringify({ client: { permissions: { disabledUserSignup: true } } }),
  });
  if (answer.status !== 200) throw await refusal(answer);
  if (pick(await jsonOf(answer), 'client', 'permissions', 'disabledUserSignup') !== true) {
    throw new HttpRefused(SERVICE, answer.status, 'public sign-up is still on after the change');
  }
}

/** What Identity Toolkit says when an email and password do not sign in (and nothing is wrong with the call). */
const NOT_THIS_PASSWORD =
  /^(INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND|USER_DISABLED)\b/;

/**
 * The uid of the account that `email` and `password` sign in to, with the
 * project's public web key, as the app's sign-in page would; null when they
 * do not. Nothing is kept: no token is asked for.
 */
export async function passwordOwner(
  http: Http,
  apiKey: string,
  email: string,
  password: string,
): Promise<string | null> {
  const answer = await http(
    `${CLIENT_API}/accounts:signInWithPassword?key=${encodeURIComponent(apiKey)}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: false }),
    },
  );
  const body = await jsonOf(answer);
  if (answer.status === 200) {
    const uid = pick(body, 'localId');
    return typeof uid === 'string' ? uid : null;
  }
  const said = pick(body, 'error', 'message');
  if (answer.status === 400 && typeof said === 'string' && NOT_THIS_PASSWORD.test(said))
    return null;
  throw new HttpRefused(
    SERVICE,
    answer.status,
    typeof said === 'string' ? said : 'no reason given',
  );
}
