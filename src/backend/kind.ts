import { settings, settingsProblem } from '../config/env';
import type { BackendKind } from '../port/types';

/**
 * Which adapter this build runs on: Firebase when a project is configured,
 * otherwise the in-browser Demo backend. A module of its own, so the shell
 * can say so on the first paint without loading the backend's loader.
 */
export const backendKind: BackendKind | 'misconfigured' = settingsProblem
  ? 'misconfigured'
  : settings.firebase
    ? 'firebase'
    : 'demo';
