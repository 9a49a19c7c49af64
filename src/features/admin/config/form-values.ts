import type { DocData, FieldValue, PasswordPolicy } from '../../../backend/types';
import { parseRupees, parseWholeNumber, PRICE_MAX } from '../../../lib/limits';
import { isCalendarDay, isClockTime } from '../../../lib/local-date';
import { formatRupees } from '../../../lib/money';
import { formatIndianMobile, normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
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
const classesHint = `Type class numbers from ${FIRST_CLASS} to ${LAST_CLASS}, like 9, 10 or 9-12.`;
const classLabel = (number: number) => `Class ${number}`;

/** "5, 9-12" or "Class 9" → [5, 9, 10, 11, 12], or the sentence saying what is wrong. */
export function readClasses(typed: string): number[] | string {
  const found = new Set<number>();
  for (const item of listItems(typed)) {
    const match = /^(?:class(?:es)?\s*)?(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?$/i.exec(item);
    if (!match) return `“${item}” is not a class. ${classesHint}`;
    const ends = [Number(match[1]), Number(match[2] ?? match[1])].sort((a, b) => a - b);
    const [from = 0, to = 0] = ends;
    for (const end of ends) {
      if (end < FIRST_CLASS || end > LAST_CLASS) return `There is no class ${end}. ${classesHint}`;
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
    return `The first password needs at least ${policy.minLength} characters.`;
  }
  if (policy.requireUppercase && !/[A-Z]/.test(password)) {
    return 'The password needs at least one capital letter.';
  }
  if (policy.requireLowercase && !/[a-z]/.test(password)) {
    return 'The password needs at least one small letter.';
  }
  if (policy.requireNumeric && !/[0-9]/.test(password)) {
    return 'The password needs at least one number.';
  }
  if (policy.requireNonAlphanumeric && !/[^A-Za-z0-9]/.test(password)) {
    return 'The password needs at least one sign such as ! or #.';
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
  if (!text) {
    if (!field.required) return undefined;
    return field.kind === 'select' || field.kind === 'ref'
      ? `Please choose the ${name}.`
      : `Please enter the ${name}.`;
  }
  switch (field.kind) {
    case 'integer':
    case 'money': {
      if (negativeNumber.test(text)) return `The ${name} cannot be less than 0.`;
      if (!plainNumber.test(text)) {
        return field.kind === 'money'
          ? `Type the ${name} in digits only, like 250 or 99.50.`
          : `Type the ${name} in digits only, like 12.`;
      }
      if (field.kind === 'integer' && text.includes('.')) {
        return `The ${name} must be a whole number.`;
      }
      if (field.kind === 'money' && !/^\d+(\.\d{1,2})?$/.test(text)) {
        return `The ${name} can have at most two digits after the point.`;
      }
      const max = field.kind === 'money' ? Math.min(field.max ?? PRICE_MAX, PRICE_MAX) : field.max;
      const number =
        field.kind === 'money'
          ? parseRupees(text)
          : parseWholeNumber(text, max ?? Number.MAX_SAFE_INTEGER);
      if (number === null || (max !== undefined && number > max)) {
        if (max === undefined) return `The ${name} is too big.`;
        return `The ${name} cannot be more than ${field.kind === 'money' ? '₹' : ''}${grouped(max)}.`;
      }
      if (field.min !== undefined && number < field.min) {
        return `The ${name} cannot be less than ${grouped(field.min)}.`;
      }
      return undefined;
    }
    case 'number': {
      if (!signedNumber.test(text)) return `Type the ${name} in digits only, like 4.5.`;
      const number = Number(text);
      if (field.min !== undefined && number < field.min) {
        return `The ${name} cannot be less than ${field.min}.`;
      }
      if (field.max !== undefined && number > field.max) {
        return `The ${name} cannot be more than ${field.max}.`;
      }
      return undefined;
    }
    case 'mobile':
      return normalizeIndianMobile(text) ? undefined : PHONE_ERROR;
    case 'tel':
      if (normalizeIndianMobile(text) || isLandline(text)) return undefined;
      if (field.helpline && isShortNumber(text)) return undefined;
      return field.helpline
        ? 'Enter a 10-digit mobile, a landline with its STD code (03000 255100), or a short number like 100.'
        : 'Enter a 10-digit mobile, or a landline with its STD code, for example 03000 255100.';
    case 'email':
      return emailShape.test(text) ? undefined : 'That email address is not valid.';
    case 'url':
      // Pictures come only from this site and Firebase Storage: the CSP's img-src says so.
      if (field.picture) {
        return sitePath.test(text) || storageAddress.test(text)
          ? undefined
          : 'A picture must be a path on this site (/img/…) or a Firebase Storage address (https://firebasestorage.googleapis.com/…).';
      }
      if (webAddress.test(text)) return undefined;
      if (/^http:\/\//i.test(text)) {
        return 'The address must start with https:// (with an s). Plain http:// is not accepted.';
      }
      return 'Enter a web address starting with https://.';
    case 'select':
      return field.options?.some((option) => option.value === text)
        ? undefined
        : 'Please choose one of the options.';
    case 'date':
      return isCalendarDay(text) ? undefined : 'Please enter a date like 2026-11-24.';
    case 'time':
      return isClockTime(text) ? undefined : 'Please enter a time like 17:30.';
    case 'datetime':
      return fromLocalDateTime(text) ? undefined : 'Please choose a date and a time.';
    case 'password':
      return passwordProblem(text, policy);
    case 'classes': {
      const classes = readClasses(text);
      if (typeof classes === 'string') return classes;
      return classes.length === 0 && field.required ? `Please enter the ${name}.` : undefined;
    }
    case 'list': {
      const items = listItems(text);
      if (field.required && items.length === 0) return `Please enter the ${name}.`;
      if (field.maxLength !== undefined && items.some((item) => item.length > field.maxLength!)) {
        return `Please keep each of the ${name} under ${field.maxLength} characters.`;
      }
      return undefined;
    }
    default:
      if (field.minLength !== undefined && text.length < field.minLength) {
        return `The ${name} needs at least ${field.minLength} characters.`;
      }
      if (field.maxLength !== undefined && text.length > field.maxLength) {
        return `Please keep the ${name} under ${field.maxLength} characters.`;
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

const momentFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatMoment = (moment: Date) => momentFormat.format(moment);

/** Any stored value as plain text (for fields no config describes). */
export function formatAny(value: FieldValue | undefined): string {
  if (value === undefined || value === null) return '—';
  if (value instanceof Date) return formatMoment(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
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
      return value === true ? 'Yes' : 'No';
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
