import { i18n } from '../../lib/i18n';

/** The admin screens' role guard: checking who is signed in, and refusing non-admins. */
export const gateMessages = i18n('staff/gate', {
  couldNotCheck: 'We could not check who is signed in',
  tryAgain: 'Try again',
  notAllowed: 'Not allowed',
  forAdmins: 'This page is for the town’s admins',
  noAdminRole:
    'You are signed in, but your account does not have the admin role. Sign out to sign in as an admin.',
  checkingAccess: 'Checking your access…',
});
