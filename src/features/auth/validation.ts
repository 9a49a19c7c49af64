import { errorMessages } from '../../backend/messages';
import type { PasswordPolicy } from '../../backend/types';
import { textOf } from '../../lib/i18n';
import { normalizeIndianMobile, PHONE_ERROR } from '../../lib/phone';
import { authMessages } from './messages';

/**
 * The checks made before any call to the identity service, each giving the
 * sentence shown under its field. A password shorter than the policy's
 * minimum (6 unless the server says otherwise) cannot be anyone's password,
 * so it is refused here rather than spending an attempt.
 */
export interface SignInErrors {
  email?: string;
  phone?: string;
  password?: string;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return textOf(authMessages).enterEmail;
  if (trimmed.length > 320 || !emailShape.test(trimmed)) {
    return textOf(errorMessages)['auth/invalid-email'];
  }
  return undefined;
}

export function checkPassword(password: string, policy: PasswordPolicy): string | undefined {
  if (!password) return textOf(authMessages).enterPassword;
  if (password.length < policy.minLength) {
    return textOf(authMessages).passwordTooShort(policy.minLength);
  }
  return undefined;
}

export function checkStaffPhone(phone: string): string | undefined {
  if (!phone.trim()) return textOf(authMessages).enterMobile;
  return normalizeIndianMobile(phone) ? undefined : PHONE_ERROR;
}

function only(errors: SignInErrors): SignInErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

export function validateEmailSignIn(
  form: { email: string; password: string },
  policy: PasswordPolicy,
): SignInErrors {
  return only({ email: checkEmail(form.email), password: checkPassword(form.password, policy) });
}

export function validatePhoneSignIn(
  form: { phone: string; password: string },
  policy: PasswordPolicy,
): SignInErrors {
  return only({
    phone: checkStaffPhone(form.phone),
    password: checkPassword(form.password, policy),
  });
}
