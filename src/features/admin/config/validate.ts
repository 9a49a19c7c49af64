import type { PasswordPolicy } from '../../../port/types';
import { emailShape } from '../../../lib/email';
import { parseRupees, parseWholeNumber, PRICE_MAX } from '../../../lib/limits';
import { isCalendarDay, isClockTime } from '../../../lib/local-date';
import { formatRupees } from '../../../lib/money';
import { textOf } from '../../../lib/i18n';
import { formMessages } from '../../../lib/messages';
import { normalizeIndianMobile } from '../../../lib/phone';
import {
  formFields,
  fromLocalDateTime,
  isEditable,
  listItems,
  readClasses,
  signedNumber,
  typedText,
} from './convert';
import { fieldCheckMessages } from './messages';
import type {
  CollectionConfig,
  FieldSpec,
  FormErrors,
  FormMode,
  FormValue,
  FormValues,
} from './types';

/**
 * The checks each kind of field gets, each failing with a sentence for under
 * the field, in the reader's language. A value that passes is one convert.ts
 * can store.
 */

/** A field as named inside a sentence: its `noun`, or its label without the bracket ("Price (₹)" → "price"). */
const nounOf = (field: FieldSpec) => {
  if (field.noun) return field.noun;
  const plain = field.label.replace(/\s*\(.*\)$/, '');
  return plain.charAt(0).toLowerCase() + plain.slice(1);
};
/** 100000 → "1,00,000": Indian grouping, as numbers are written here. */
const grouped = (value: number) => formatRupees(value * 100).replace(/^₹|\.00$/g, '');
/** An amount in paise as a bound is said: "₹1,00,000", "₹12.50". */
const rupees = (paise: number) => formatRupees(paise).replace(/\.00$/, '');

const webAddress = /^https:\/\/[^\s/]+\S*$/;
// One slash only: "//host/…" would leave the site.
const sitePath = /^\/(?!\/)\S*$/;
const storageAddress = /^https:\/\/firebasestorage\.googleapis\.com\/\S+$/;

/** Digits only: "1e3", "1,000" and "0x10" are not what a shopkeeper means by a number. */
const plainNumber = /^\d+(\.\d+)?$/;
const negativeNumber = /^-\s*\d+(\.\d+)?$/;

const phoneSeparators = /[\s\-.()]/g;

/** A landline with its STD code: "03000-255100", or "+91 3000 255100". */
function isLandline(typed: string): boolean {
  let digits = typed.replace(phoneSeparators, '');
  let international = false;
  for (const prefix of ['+91', '0091']) {
    if (digits.startsWith(prefix)) {
      digits = digits.slice(prefix.length);
      international = true;
    }
  }
  return /^0[1-9]\d{9}$/.test(digits) || (international && /^[1-9]\d{9}$/.test(digits));
}

/** Police, fire, ambulance and other service numbers: 100, 108, 1091, 14567. */
const isShortNumber = (typed: string) => /^1\d{2,4}$/.test(typed.replace(/\s/g, ''));

/** The sentences are read when a check runs, so they follow the reader's language. */
const says = () => textOf(fieldCheckMessages);

/** What is wrong with a password by the sign-in service's policy, or by the field's own minimum if longer. */
function passwordProblem(
  password: string,
  policy: PasswordPolicy,
  fieldMinimum = 0,
): string | undefined {
  const minimum = Math.max(policy.minLength, fieldMinimum);
  if (password.length < minimum) {
    return says().passwordLength({ min: minimum });
  }
  if (policy.requireUppercase && !/[A-Z]/.test(password)) {
    return says().passwordCapital;
  }
  if (policy.requireLowercase && !/[a-z]/.test(password)) {
    return says().passwordSmall;
  }
  if (policy.requireNumeric && !/[0-9]/.test(password)) {
    return says().passwordNumber;
  }
  if (policy.requireNonAlphanumeric && !/[^A-Za-z0-9]/.test(password)) {
    return says().passwordSign;
  }
  return undefined;
}

/** The sentence for what is wrong with one field's value, or undefined when it is fine. */
export function checkField(
  field: FieldSpec,
  value: FormValue,
  policy: PasswordPolicy,
): string | undefined {
  if (field.kind === 'boolean') return undefined;
  const text = typedText(field, value);
  const name = nounOf(field);
  const t = says();
  if (!text) {
    if (!field.required) return undefined;
    return field.kind === 'select' || field.kind === 'ref'
      ? t.pleaseChoose({ field: name })
      : t.pleaseEnter({ field: name });
  }
  switch (field.kind) {
    case 'integer':
    case 'money': {
      if (negativeNumber.test(text)) return t.notBelowZero({ field: name });
      if (!plainNumber.test(text)) {
        return field.kind === 'money'
          ? t.moneyDigits({ field: name })
          : t.wholeDigits({ field: name });
      }
      if (field.kind === 'integer' && text.includes('.')) {
        return t.wholeNumber({ field: name });
      }
      if (field.kind === 'money' && !/^\d+(\.\d{1,2})?$/.test(text)) {
        return t.twoDecimals({ field: name });
      }
      const money = field.kind === 'money';
      const max = money ? Math.min(field.max ?? PRICE_MAX, PRICE_MAX) : field.max;
      const number = money
        ? parseRupees(text, Number.MAX_SAFE_INTEGER)
        : parseWholeNumber(text, max ?? Number.MAX_SAFE_INTEGER);
      if (number === null || (max !== undefined && number > max)) {
        if (max === undefined) return t.tooBig({ field: name });
        return t.notAbove({ field: name, max: money ? rupees(max) : grouped(max) });
      }
      if (field.min !== undefined && number < field.min) {
        return t.notBelow({ field: name, min: money ? rupees(field.min) : grouped(field.min) });
      }
      return undefined;
    }
    case 'number': {
      if (!signedNumber.test(text)) return t.decimalDigits({ field: name });
      const number = Number(text);
      if (field.min !== undefined && number < field.min) {
        return t.notBelow({ field: name, min: field.min });
      }
      if (field.max !== undefined && number > field.max) {
        return t.notAbove({ field: name, max: field.max });
      }
      return undefined;
    }
    case 'mobile':
      return normalizeIndianMobile(text) ? undefined : textOf(formMessages).notMobile;
    case 'tel':
      if (normalizeIndianMobile(text) || isLandline(text)) return undefined;
      if (field.helpline && isShortNumber(text)) return undefined;
      return field.helpline ? t.telOrHelpline : t.telOnly;
    case 'email':
      return emailShape.test(text) ? undefined : t.emailInvalid;
    case 'url':
      // Pictures come only from this site and Firebase Storage: the CSP's img-src says so.
      if (field.picture) {
        return sitePath.test(text) || storageAddress.test(text) ? undefined : t.pictureAddress;
      }
      if (webAddress.test(text)) return undefined;
      if (/^http:\/\//i.test(text)) {
        return t.httpsNotHttp;
      }
      return t.webAddress;
    case 'select':
      return field.options?.some((option) => option.value === text) ? undefined : t.chooseAnOption;
    case 'date':
      return isCalendarDay(text) ? undefined : t.dateLike;
    case 'time':
      return isClockTime(text) ? undefined : t.timeLike;
    case 'datetime':
      return fromLocalDateTime(text) ? undefined : t.dateAndTime;
    case 'password':
      return passwordProblem(text, policy, field.minLength);
    case 'classes': {
      const classes = readClasses(text);
      if ('notAClass' in classes) return t.notAClass({ item: classes.notAClass });
      if ('noSuchClass' in classes) return t.noSuchClass({ number: classes.noSuchClass });
      return classes.length === 0 && field.required ? t.pleaseEnter({ field: name }) : undefined;
    }
    case 'list': {
      const items = listItems(text);
      if (field.required && items.length === 0) return t.pleaseEnter({ field: name });
      if (field.maxLength !== undefined && items.some((item) => item.length > field.maxLength!)) {
        return t.eachUnder({ field: name, max: field.maxLength });
      }
      return undefined;
    }
    default:
      if (field.minLength !== undefined && text.length < field.minLength) {
        return t.atLeastCharacters({ field: name, min: field.minLength });
      }
      if (field.maxLength !== undefined && text.length > field.maxLength) {
        return t.under({ field: name, max: field.maxLength });
      }
      return undefined;
  }
}

/** The sentence for each field the admin may change in `mode` that is wrong. */
export function validateValues(
  config: CollectionConfig,
  values: FormValues,
  mode: FormMode,
  policy: PasswordPolicy,
): FormErrors {
  const errors: FormErrors = {};
  for (const field of formFields(config, mode)) {
    if (!isEditable(field, mode)) continue;
    const value = values[field.name] ?? '';
    const problem = checkField(field, value, policy) ?? field.check?.(value, values);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}
