import { getFunctions, httpsCallable, connectFunctionsEmulator } from 'firebase/functions';
import type { CallServer } from '../callables';
import type { FirebaseContext } from './app';
import { toBackendErrorFromFunctions } from './errors';

/**
 * Calls to the callable Cloud Functions (functions/, region asia-south1).
 * Loaded on the first call only (checkout, a staff action), so browsing never
 * pays for it. When a reCAPTCHA Enterprise site key is configured, App Check
 * is started first and every call carries its token; the functions refuse
 * calls without one once enforcement is switched on (see the README).
 */
export const FUNCTIONS_REGION = 'asia-south1';

export async function createFunctionsClient(
  context: FirebaseContext,
  appCheckSiteKey: string | undefined,
): Promise<CallServer> {
  if (appCheckSiteKey && !context.functionsEmulator) {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(context.app, {
      provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
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
      const result = await httpsCallable(functions, name)(request);
      // The SDK types an answer as unknown; ours is what callables.ts says `name` returns.
      return result.data as never;
    } catch (error) {
      throw toBackendErrorFromFunctions(error);
    }
  };
}
