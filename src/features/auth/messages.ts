import { i18n, params, plural } from '../../lib/i18n';

/** The staff sign-in screens: admin (email), vendor and delivery (phone), and the password reset. */
export const authMessages = i18n('staff/auth', {
  // Shared by the forms
  email: 'Email',
  password: 'Password',
  mobileNumber: 'Mobile number',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  signedInAs: params('You are signed in as {name}.'),
  signedIn: 'You are signed in.',
  /** Ends a sentence split around bold or linked parts. */
  sentenceEnd: '.',

  // Checks before any call
  enterEmail: 'Please enter your email address.',
  enterPassword: 'Please enter your password.',
  enterMobile: 'Please enter your mobile number.',
  passwordTooShort: plural({
    one: 'Passwords have at least {count} character. Please check what you typed.',
    other: 'Passwords have at least {count} characters. Please check what you typed.',
  }),

  // /login (admins)
  staffSignIn: 'Staff sign in',
  adminLead: 'For the town’s admins. Vendors and delivery persons sign in with their phone:',
  vendorSignInLink: 'vendor sign-in',
  deliverySignInLink: 'delivery sign-in',
  openAdmin: 'Open admin',
  forgotPassword: 'Forgot your password?',
  demoAdminBefore: 'Demo mode: sign in as',
  demoAdminMiddle: 'with the password',

  // /vendorLogin and /deliveryLogin
  vendorSignIn: 'Vendor sign in',
  deliverySignIn: 'Delivery sign in',
  vendorLead:
    'Shop owners: sign in with the mobile number and password the admin gave you to see your orders live.',
  deliveryLead: 'Delivery persons: sign in with the mobile number and password the admin gave you.',
  vendorNoMatch:
    'That mobile number and password do not match an active vendor account. Check both and try again, or ask the admin.',
  deliveryNoMatch:
    'That mobile number and password do not match an active delivery account. Check both and try again, or ask the admin.',
  continue: 'Continue',
  demoStaffBefore: 'Demo mode: sign in with',
  demoStaffMiddle: 'and the password',
  adminQuestion: 'Admin?',
  signInWithEmail: 'Sign in with email',

  // /forgetPassword
  resetTitle: 'Reset your password',
  resetLead:
    'Type the email you sign in with and we will send a link to choose a new password. Vendors and delivery persons: please ask the town admin for help.',
  sendResetLink: 'Send the reset link',
  sending: 'Sending…',
  checkEmail: 'Check your email',
  resetSentBefore: 'If',
  resetSentAfter:
    'belongs to a staff account, a link to choose a new password is on its way. It can take a few minutes; look in the spam folder too.',
  demoNoEmail: 'Demo mode sends no real email: the reset is only recorded in this browser.',
  backToSignIn: 'Back to sign in',
});
