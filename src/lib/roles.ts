/**
 * The role value an `admins/{uid}` document holds to make its owner an admin.
 * A constant, not a setting: firestore.rules compares it as written, and the
 * Demo policy, the server and the app read it from here, so none of them can
 * be built or deployed with another (the rules-mirror test in
 * src/backend/demo/policy.test.ts fails if the rules say anything else).
 */
export const ADMIN_ROLE = 'admin';
