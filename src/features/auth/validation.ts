import * as v from 'valibot';
import { schemaChecks } from '../../components/form';
import { errorMessages } from '../../backend/messages';
import type { PasswordPolicy } from '../../port/types';
import { email, mobile } from '../../lib/fields/schemas';
import { textOf } from '../../lib/i18n';
import { authMessages } from './messages';

/**
 * The sign-in forms' schemas, checked before any call to the identity
 * service, each message the sentence shown under its field. A password
 * shorter than the policy's minimum (6 unless the server says otherwise)
 * cannot be anyone's password, so it is refused here rather than spending an
 * attempt.
 */

const words = () => textOf(authMessages);
const notAnEmail = () => textOf(errorMessages)['auth/invalid-email'];

const emailAddress = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, () => words().enterEmail),
  email(notAnEmail),
);

const password = (policy: PasswordPolicy) =>
  v.pipe(
    v.string(),
    v.minLength(1, () => words().enterPassword),
    v.minLength(policy.minLength, () => words().passwordTooShort(policy.minLength)),
  );

const staffPhone = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, () => words().enterMobile),
  mobile,
);

/** The password reset form: an address to send the link to. */
export const validateResetRequest = schemaChecks(v.object({ email: emailAddress }));

/** An admin's sign-in. */
export const validateEmailSignIn = (
  form: { email: string; password: string },
  policy: PasswordPolicy,
) => schemaChecks(v.object({ email: emailAddress, password: password(policy) }))(form);

/** A vendor's or delivery person's sign-in, by the mobile the admin registered. */
export const validatePhoneSignIn = (
  form: { phone: string; password: string },
  policy: PasswordPolicy,
) => schemaChecks(v.object({ phone: staffPhone, password: password(policy) }))(form);
