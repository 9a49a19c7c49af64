import { readReason } from '../../lib/server-sentences';
import { handlers } from '../../server/handlers';
import type { AccountAdmin, ServerContext } from '../../server/server-context';
import type { CallableName, CallRequest, CallResult } from '../../port/callables';
import { BackendError, type BackendErrorCode, type DocumentStore } from '../../port/types';
import { addAccount, makeAccount } from './accounts';
import type { DemoContext } from './demo-context';

/**
 * The Demo backend playing the server: a call runs the same handler a Cloud
 * Function runs, here in the browser, on the Demo's database with the
 * server's access (`serverStore` is not bound by the policy, as the Admin
 * SDK is not bound by the rules). Request, answer and refusal go through
 * JSON, as they do on the wire, so nothing works here that would break there.
 * Loaded on the first call only.
 */
function demoAccounts(context: DemoContext): AccountAdmin {
  const { db } = context;
  return {
    async create(email, password) {
      const account = await makeAccount(context, email, password);
      await db.transaction('rw', db.accounts, () => addAccount(context, account));
      return account.uid;
    },
    async remove(uid) {
      await db.accounts.delete(uid);
    },
  };
}

export async function runCall<N extends CallableName>(
  context: DemoContext,
  serverStore: DocumentStore,
  name: N,
  request: CallRequest<N>,
): Promise<CallResult<N>> {
  const session = context.session.read();
  // The session is the caller's word; the account behind it is the auth service's.
  const account = session ? await context.db.accounts.get(session.uid) : undefined;
  const serverContext: ServerContext = {
    store: serverStore,
    accounts: demoAccounts(context),
    auth: account ? { uid: account.uid } : null,
  };
  // As the callable SDK sends it: JSON, and nothing at all as null.
  const onTheWire: unknown = JSON.parse(JSON.stringify(request) ?? 'null');
  let result: CallResult<N>;
  try {
    result = await handlers[name](serverContext, onTheWire);
  } catch (error) {
    throw refusalOffTheWire(error);
  }
  return JSON.parse(JSON.stringify(result)) as CallResult<N>;
}

/**
 * A handler's refusal as the browser reads it back from the wire: its code,
 * its English sentence and the reason that lets the app say it in the
 * reader's language. Anything else is an unexpected failure, left to the
 * caller to report as one.
 */
function refusalOffTheWire(error: unknown): unknown {
  if (!(error instanceof BackendError)) return error;
  const sent = JSON.parse(
    JSON.stringify({ code: error.code, message: error.message, reason: error.reason }),
  ) as { code: BackendErrorCode; message: string; reason?: unknown };
  return new BackendError(sent.code, sent.message, {
    cause: error,
    reason: readReason(sent.reason),
  });
}
