import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import type { FirebaseApp } from 'firebase/app';

/**
 * App Check (reCAPTCHA Enterprise), started with the app when a site key is
 * configured: every Firestore read and every callable then carries a token,
 * so enforcement can be switched on for Firestore as well as for the
 * functions. Loaded only when configured.
 */
export function startAppCheck(app: FirebaseApp, siteKey: string): void {
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
