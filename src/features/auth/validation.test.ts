// @vitest-environment node
import { plainMessage } from '../../port/errors';
import { textOf } from '../../lib/i18n';
import { formMessages } from '../../lib/messages';
import { validateEmailSignIn, validatePhoneSignIn } from './validation';

const policy = { minLength: 6 };

describe('sign-in checks made before any call', () => {
  it('asks for both fields when they are empty', () => {
    expect(validateEmailSignIn({ email: ' ', password: '' }, policy)).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
  });

  it('refuses a malformed email with the identity service’s own sentence', () => {
    expect(validateEmailSignIn({ email: 'admin@', password: 'admin123' }, policy)).toEqual({
      email: plainMessage('auth/invalid-email'),
    });
  });

  it('refuses a password shorter than 6 characters, or than the server’s policy', () => {
    expect(validateEmailSignIn({ email: 'a@b.in', password: '12345' }, policy).password).toBe(
      'Passwords have at least 6 characters. Please check what you typed.',
    );
    expect(validateEmailSignIn({ email: 'a@b.in', password: '123456' }, policy)).toEqual({});
    expect(
      validateEmailSignIn({ email: 'a@b.in', password: '12345678' }, { minLength: 10 }).password,
    ).toBe('Passwords have at least 10 characters. Please check what you typed.');
  });

  it('takes a phone in any common format and refuses what is not a mobile', () => {
    expect(
      validatePhoneSignIn({ phone: '+91 90000-00001', password: 'vendor123' }, policy),
    ).toEqual({});
    expect(validatePhoneSignIn({ phone: '12345', password: 'vendor123' }, policy)).toEqual({
      phone: textOf(formMessages).notMobile,
    });
    expect(validatePhoneSignIn({ phone: '', password: 'abc' }, policy)).toEqual({
      phone: 'Please enter your mobile number.',
      password: 'Passwords have at least 6 characters. Please check what you typed.',
    });
  });
});
