import type { DocData, FieldValue, PasswordPolicy } from '../../../backend/types';
import { parseRupees, parseWholeNumber, PRICE_MAX } from '../../../lib/limits';
import { isCalendarDay, isClockTime } from '../../../lib/local-date';
import { formatRupees } from '../../../lib/money';
import { dateFormat, locale, textOf } from '../../../lib/i18n';
import { formatIndianMobile, normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
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
 * The generic form's values: documents to form text and back, and the checks
 * each kind of field gets, each failing with a sentence for under the field.
 */

/** Fields the form shows in `mode`, editable or not. */
export function formFields(config: CollectionConfig, mode: FormMode): FieldSpec[] {
  return config.fields.filter((field) => {
    const editable = field.editable ?? 'always';
    if (mode === 'create') return editable === 'always' || editable === 'create';
    return !field.transient;
  });
}

/** Whether the admin may change `field` in `mode`. */
export function isEditable(field: FieldSpec, mode: FormMode): boolean {
  const editable = field.editable ?? 'always';
  return editable === 'always' || editable === mode;
}

const two = (value: number) => String(value).padStart(2, '0');

/** A Date as the text of `<input type="datetime-local">`, in local time. */
export function toLocalDateTime(moment: Date): string {
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(
    moment.getHours(),
  )}:${two(moment.getMinutes())}`;
}

const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The moment typed in `<input type="datetime-local">`, or null when it is not one. */
export function fromLocalDateTime(text: string): Date | null {
  const match = localDateTimePattern.exec(text);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const moment = new Date(year, month - 1, day, hours, minutes);
  return moment.getMonth() === month - 1 && moment.getDate() === day && hours < 24 && minutes < 60
    ? moment
    : null;
}

function toFormValue(field: FieldSpec, value: FieldValue | undefined): FormValue {
  if (field.kind === 'boolean') return value === true;
  if (value === undefined || value === null) return '';
  if (field.kind === 'classes' && Array.isArray(value)) return typedClasses(value.map(String));
  if (value instanceof Date) {
    return field.kind === 'datetime' ? toLocalDateTime(value) : value.toISOString();
  }
  if (Array.isArray(value)) return value.map((item) => String(item)).join(', ');
  if (typeof value === 'object') return '';
  return String(value);
}

export function initialValues(config: CollectionConfig, data: DocData | null): FormValues {
  const values: FormValues = {};
  for (const field of config.fields) {
    if (data) values[field.name] = field.transient ? '' : toFormValue(field, data[field.name]);
    else values[field.name] = field.initial?.() ?? (field.kind === 'boolean' ? false : '');
  }
  return values;
}

/** A field as named inside a sentence: its `noun`, or its label without the bracket ("Price (₹)" → "price"). */
const nounOf = (field: FieldSpec) => {
  if (field.noun) return field.noun;
  const plain = field.label.replace(/\s*\(.*\)$/, '');
  return plain.charAt(0).toLowerCase() + plain.slice(1);
};
/** 100000 → "1,00,000": Indian grouping, as prices are written here. */
const grouped = (value: number) => formatRupees(value).replace(/^₹|\.00$/g, '');

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const webAddress = /^https:\/\/[^\s/]+\S*$/;
// One slash only: "//host/…" would leave the site.
const sitePath = /^\/(?!\/)\S*$/;
const storageAddress = /^https:\/\/firebasestorage\.googleapis\.com\/\S+$/;

/** Digits only: "1e3", "1,000" and "0x10" are not what a shopkeeper means by a number. */
const plainNumber = /^\d+(\.\d+)?$/;
const negativeNumber = /^-\s*\d+(\.\d+)?$/;
const signedNumber = /^-?\d+(\.\d+)?$/;

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

const listItems = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const FIRST_CLASS = 1;
const LAST_CLASS = 12;
/** The sentences are read when a check runs, so they follow the reader's language. */
const says = () => textOf(fieldCheckMessages);
const classLabel = (number: number) => `Class ${number}`;

/** "5, 9-12" or "Class 9" → [5, 9, 10, 11, 12], or the sentence saying what is wrong. */
export function readClasses(typed: string): number[] | string {
  const found = new Set<number>();
  for (const item of listItems(typed)) {
    const match = /^(?:class(?:es)?\s*)?(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?$/i.exec(item);
    if (!match) return says().notAClass({ item });
    const ends = [Number(match[1]), Number(match[2] ?? match[1])].sort((a, b) => a - b);
    const [from = 0, to = 0] = ends;
    for (const end of ends) {
      if (end < FIRST_CLASS || end > LAST_CLASS) return says().noSuchClass({ number: end });
    }
    for (let number = from; number <= to; number += 1) found.add(number);
  }
  return [...found].sort((a, b) => a - b);
}

/** Stored classes as the admin types them: ["Class 5", "Class 9", …, "Class 12"] → "5, 9-12". */
function typedClasses(stored: readonly string[]): string {
  const numbers = stored.map((name) => Number(name.replace(/^Class\s+/i, '')));
  // Anything else (an old "IX") is shown as stored, so the check can point at it.
  if (!numbers.every((number) => Number.isInteger(number))) return stored.join(', ');
  const runs: string[] = [];
  let start = 0;
  while (start < numbers.length) {
    let end = start;
    while (end + 1 < numbers.length && numbers[end + 1] === (numbers[end] ?? 0) + 1) end += 1;
    runs.push(end > start ? `${numbers[start]}-${numbers[end]}` : String(numbers[start]));
    start = end + 1;
  }
  return runs.join(', ');
}

function passwordProblem(password: string, policy: PasswordPolicy): string | undefined {
  if (password.length < policy.minLength) {
    return says().passwordLength({ min: policy.minLength });
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
  const raw = typeof value === 'string' ? value : '';
  const text = field.kind === 'password' ? raw : raw.trim();
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
      const max = field.kind === 'money' ? Math.min(field.max ?? PRICE_MAX, PRICE_MAX) : field.max;
      const number =
        field.kind === 'money'
          ? parseRupees(text)
          : parseWholeNumber(text, max ?? Number.MAX_SAFE_INTEGER);
      if (number === null || (max !== undefined && number > max)) {
        if (max === undefined) return t.tooBig({ field: name });
        return t.notAbove({
          field: name,
          max: `${field.kind === 'money' ? '₹' : ''}${grouped(max)}`,
        });
      }
      if (field.min !== undefined && number < field.min) {
        return t.notBelow({ field: name, min: grouped(field.min) });
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
      return normalizeIndianMobile(text) ? undefined : PHONE_ERROR;
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
      return passwordProblem(text, policy);
    case 'classes': {
      const classes = readClasses(text);
      if (typeof classes === 'string') return classes;
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

export function validateValues(
  config: CollectionConfig,
  values: FormValues,
  mode: FormMode,
  policy: PasswordPolicy,
): FormErrors {
  const errors: FormErrors = {};
  for (const field of formFields(config, mode)) {
    if (!isEditable(field, mode)) continue;
    const problem = checkField(field, values[field.name] ?? '', policy);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

function toStored(field: FieldSpec, value: FormValue): FieldValue {
  if (field.kind === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  // Values reach here checked; anything unreadable is stored as nothing, never guessed at.
  switch (field.kind) {
    case 'integer':
      return parseWholeNumber(text, field.max ?? Number.MAX_SAFE_INTEGER);
    case 'money':
      return parseRupees(text);
    case 'number':
      return signedNumber.test(text) ? Number(text) : null;
    case 'mobile':
      return normalizeIndianMobile(text) ?? text;
    case 'tel':
      return normalizeIndianMobile(text) ?? text.replace(/\s+/g, ' ');
    case 'list':
      return listItems(text);
    case 'classes': {
      const classes = readClasses(text);
      return typeof classes === 'string' ? [] : classes.map(classLabel);
    }
    case 'datetime':
      return text === '' ? null : fromLocalDateTime(text);
    default:
      return text;
  }
}

/**
 * The document fields the form sets in `mode`: every editable, stored field.
 * Fields the form does not show (search words, order history…) are left
 * alone on edit; `derive` adds the computed ones.
 */
export function toDocData(config: CollectionConfig, values: FormValues, mode: FormMode): DocData {
  const data: DocData = {};
  for (const field of formFields(config, mode)) {
    if (field.transient || !isEditable(field, mode)) continue;
    data[field.name] = toStored(field, values[field.name] ?? '');
  }
  return data;
}

// ---------------------------------------------------------------------------
// Showing values

/** A moment as "24 Nov 2026, 5:30 pm", in the reader's language (one formatter per language). */
export function formatMoment(moment: Date): string {
  return dateFormat(locale.get(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(moment);
}

/** Any stored value as plain text (for fields no config describes). */
export function formatAny(value: FieldValue | undefined): string {
  if (value === undefined || value === null) return '—';
  if (value instanceof Date) return formatMoment(value);
  if (typeof value === 'boolean') return value ? says().yes : says().no;
  if (Array.isArray(value)) return value.map((item) => formatAny(item)).join(', ') || '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, FieldValue>);
    // A line item: "2 × Paracetamol".
    const { name, quantity } = value as Record<string, FieldValue>;
    if (typeof name === 'string' && typeof quantity === 'number') return `${quantity} × ${name}`;
    return entries.map(([key, item]) => `${key}: ${formatAny(item)}`).join('; ');
  }
  if (typeof value === 'symbol') return '—';
  return String(value) || '—';
}

export function formatValue(field: FieldSpec, value: FieldValue | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? formatRupees(value) : formatAny(value);
    case 'mobile':
      return typeof value === 'string' ? formatIndianMobile(value) : formatAny(value);
    case 'select':
      return field.options?.find((option) => option.value === value)?.label ?? formatAny(value);
    case 'boolean':
      return value === true ? says().yes : says().no;
    default:
      return formatAny(value);
  }
}

/** The line under a record's name: its `inSummary` fields. */
export function defaultSummary(config: CollectionConfig, data: DocData): string {
  return config.fields
    .filter((field) => field.inSummary)
    .map((field) => formatValue(field, data[field.name]))
    .filter((text) => text !== '—')
    .join(' · ');
}
