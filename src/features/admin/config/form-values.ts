import type { DocData, FieldValue, PasswordPolicy } from '../../../backend/types';
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

function fromLocalDateTime(text: string): Date | null {
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

/** "Price (₹)" → "price": a label as it reads inside a sentence. */
const lower = (label: string) => {
  const plain = label.replace(/\s*\(.*\)$/, '');
  return plain.charAt(0).toLowerCase() + plain.slice(1);
};
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const telShape = /^\+?[0-9][0-9 -]*$/;
const urlShape = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;

const listItems = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

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
  const name = lower(field.label);
  if (!text) {
    if (!field.required) return undefined;
    return field.kind === 'select' || field.kind === 'ref'
      ? `Please choose the ${name}.`
      : `Please enter the ${name}.`;
  }
  switch (field.kind) {
    case 'integer':
    case 'number':
    case 'money': {
      const number = Number(text);
      if (!Number.isFinite(number)) return `The ${name} must be a number.`;
      if (field.kind === 'integer' && !Number.isInteger(number)) {
        return `The ${name} must be a whole number.`;
      }
      if (field.kind === 'money' && Math.round(number * 100) !== number * 100) {
        return `The ${name} can have at most two digits after the point.`;
      }
      const min = field.min ?? (field.kind === 'number' ? undefined : 0);
      if (min !== undefined && number < min) return `The ${name} cannot be less than ${min}.`;
      if (field.max !== undefined && number > field.max) {
        return `The ${name} cannot be more than ${field.max}.`;
      }
      return undefined;
    }
    case 'mobile':
      return normalizeIndianMobile(text) ? undefined : PHONE_ERROR;
    case 'tel': {
      const digits = text.replace(/\D/g, '');
      return telShape.test(text) && digits.length >= 3 && digits.length <= 15
        ? undefined
        : 'Enter a phone number in digits, for example 100 or 03000 255100.';
    }
    case 'email':
      return emailShape.test(text) ? undefined : 'That email address is not valid.';
    case 'url':
      return urlShape.test(text)
        ? undefined
        : 'Enter a web address starting with https://, or a path on this site starting with /.';
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
  switch (field.kind) {
    case 'integer':
    case 'number':
    case 'money':
      return text === '' ? null : Number(text);
    case 'mobile':
      return normalizeIndianMobile(text) ?? text;
    case 'list':
      return listItems(text);
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
