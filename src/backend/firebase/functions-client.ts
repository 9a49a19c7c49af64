import { getFunctions, httpsCallable, connectFunctionsEmulator } from 'firebase/functions';
import { isReplayProtected, type CallServer } from '../../port/callables';
import type { FirebaseContext } from './app';
import { toBackendErrorFromFunctions } from './errors';

/**
 * Calls to the callable Cloud Functions (functions/, region asia-south1).
 * Loaded on the first call only (checkout, a staff action), so browsing never
 * pays for it. When App Check is configured it has started with the app
 * (app-check.ts), and every call carries its token; the functions refuse
 * calls without one once enforcement is switched on (see the README).
 */
export const FUNCTIONS_REGION = 'asia-south1';

export function createFunctionsClient(context: FirebaseContext): CallServer {
  const functions = getFunctions(context.app, FUNCTIONS_REGION);
  if (context.functionsEmulator) {
    connectFunctionsEmulator(
      functions,
      context.functionsEmulator.host,
      context.functionsEmulator.port,
    );
  }
  return async (name, request) => {
    try {
      const result = await httpsCallable(functions, name, {
        // A fresh, single-use App Check token for the calls the server refuses to repeat.
        limitedUseAppCheckTokens: isReplayProtected(name),
      })(request);
      // The SDK types an answer as unknown; ours is what callables.ts says `name` returns.
      return result.data as never;
    } catch (error) {
      throw toBackendErrorFromFunctions(error);
    }
  };
}
