import type { DocData, FieldValue } from '../../../port/types';
import { latinDigits } from '../../../lib/i18n';
import { choiceOf } from '../../../lib/choice-lists';
import { parseRupees, parseWholeNumber } from '../../../lib/limits';
import { rupeesText } from '../../../lib/money';
import { storedPhone } from '../../../lib/phone';
import type {
  CollectionConfig,
  FieldKind,
  FieldSpec,
  FormMode,
  FormValue,
  FormValues,
} from './types';

/**
 * Stored documents to the text the generic form holds, and back: how each
 * kind of field is typed. Nothing here judges a stored value or words it for
 * a reader: the collection's schema says what a record may hold
 * (record-check.ts words it), format.ts how a stored value reads on a line.
 */

/** A section's field as its record stores it: the engine reads every field by its spec. */
export const fieldValue = (data: DocData, field: { name: string }): FieldValue | undefined =>
  data[field.name];

/** A stored field as text: '' when it is missing or not text. */
export function storedText(data: DocData, field: string): string {
  const value = data[field];
  return typeof value === 'string' ? value : '';
}

/** A stored list as text: its items that are text or numbers; none when it is missing or not a list. */
export function storedList(data: DocData, field: string): string[] {
  const value = data[field];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    typeof item === 'string' || typeof item === 'number' ? [String(item)] : [],
  );
}

/** Kinds whose value is a number of some sort: typed in Bengali or Devanagari digits, it is the same value. */
const digitKinds: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'integer',
  'number',
  'money',
  'mobile',
  'tel',
  'classes',
  'date',
  'time',
  'datetime',
]);

/**
 * What was typed in `field`, trimmed (a password as it is), with the digits
 * of a number-like field as they are checked and stored: 0–9. Free text keeps
 * the digits it was written with.
 */
export function typedText(field: FieldSpec, value: FormValue): string {
  const raw = typeof value === 'string' ? value : '';
  if (field.kind === 'password') return raw;
  return digitKinds.has(field.kind) ? latinDigits(raw.trim()) : raw.trim();
}

/**
 * A stored value of a field chosen from a list, as its entry's option (the
 * English name); a value that is no entry stays as stored, to be chosen again.
 */
export function chosenValue(field: FieldSpec, stored: string): string {
  return (field.choices && choiceOf(field.choices, stored)?.name) || stored;
}

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

/** A number as a shopkeeper types one: digits, a point, a minus; never "1e3" or "0x10". */
const signedNumber = /^-?\d+(\.\d+)?$/;

/** The items of a comma-separated list, trimmed, empty ones dropped. */
export const listItems = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The school classes a teacher may take. */
const FIRST_CLASS = 1;
const LAST_CLASS = 12;
const classLabel = (number: number) => `Class ${number}`;

/** Why typed classes cannot be read: an item that is no class number, or a class that does not exist. */
export type ClassProblem = { notAClass: string } | { noSuchClass: number };

/** "5, 9-12" or "Class 9" → [5, 9, 10, 11, 12], or what is wrong with the first item that is not. */
export function readClasses(typed: string): number[] | ClassProblem {
  const found = new Set<number>();
  for (const item of listItems(typed)) {
    const match = /^(?:class(?:es)?\s*)?(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?$/i.exec(item);
    if (!match) return { notAClass: item };
    const ends = [Number(match[1]), Number(match[2] ?? match[1])].sort((a, b) => a - b);
    const [from = 0, to = 0] = ends;
    for (const end of ends) {
      if (end < FIRST_CLASS || end > LAST_CLASS) return { noSuchClass: end };
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

function toFormValue(field: FieldSpec, value: FieldValue | undefined): FormValue {
  if (field.kind === 'boolean') return value === true;
  if (value === undefined || value === null) return '';
  if (field.choices && typeof value === 'string') return chosenValue(field, value);
  if (field.kind === 'classes' && Array.isArray(value)) return typedClasses(value.map(String));
  if (field.kind === 'money' && typeof value === 'number') return rupeesText(value);
  if (value instanceof Date) {
    return field.kind === 'datetime' ? toLocalDateTime(value) : value.toISOString();
  }
  if (Array.isArray(value)) return value.map((item) => String(item)).join(', ');
  if (typeof value === 'object') return '';
  return String(value);
}

/** The form's values for `data`, or for a new record when there is none. */
export function initialValues(config: CollectionConfig, data: DocData | null): FormValues {
  const values: FormValues = {};
  for (const field of config.fields) {
    if (data) values[field.name] = field.transient ? '' : toFormValue(field, data[field.name]);
    else values[field.name] = field.initial?.() ?? (field.kind === 'boolean' ? false : '');
  }
  return values;
}

/**
 * Why typed text is not a value of its field's kind, whatever the schema
 * allows: a number typed with letters, a class that does not exist.
 */
export type TypingProblem =
  | { problem: 'negative' | 'notDigits' | 'notWhole' | 'decimals' | 'tooBig' | 'notAMoment' }
  | { problem: 'class'; classes: ClassProblem };

/** Digits only: "1e3", "1,000" and "0x10" are not what a shopkeeper means by a number. */
const plainNumber = /^\d+(\.\d+)?$/;
const negativeNumber = /^-\s*\d+(\.\d+)?$/;
const twoDecimals = /^\d+(\.\d{1,2})?$/;

/** What typed text stores, or why it cannot be read as its field's kind. */
export type Typed = { value: FieldValue } | TypingProblem;

/** A whole number or an amount in rupees as typed; '' is nothing. */
function typedNumber(kind: 'integer' | 'money', text: string): Typed {
  if (text === '') return { value: null };
  if (negativeNumber.test(text)) return { problem: 'negative' };
  if (!plainNumber.test(text)) return { problem: 'notDigits' };
  if (kind === 'integer' && text.includes('.')) return { problem: 'notWhole' };
  if (kind === 'money' && !twoDecimals.test(text)) return { problem: 'decimals' };
  const number =
    kind === 'money'
      ? parseRupees(text, Number.MAX_SAFE_INTEGER)
      : parseWholeNumber(text, Number.MAX_SAFE_INTEGER);
  return number === null ? { problem: 'tooBig' } : { value: number };
}

/** What `value`, typed in `field`, stores, or why it cannot be read as the field's kind. */
export function readTyped(field: FieldSpec, value: FormValue): Typed {
  if (field.kind === 'boolean') return { value: value === true };
  const text = typedText(field, value);
  switch (field.kind) {
    case 'integer':
    case 'money':
      return typedNumber(field.kind, text);
    case 'number':
      if (text === '') return { value: null };
      return signedNumber.test(text) ? { value: Number(text) } : { problem: 'notDigits' };
    case 'mobile':
    case 'tel':
      return { value: storedPhone(text) };
    case 'list':
    case 'refs':
      return { value: listItems(text) };
    case 'classes': {
      const classes = readClasses(text);
      return Array.isArray(classes)
        ? { value: classes.map(classLabel) }
        : { problem: 'class', classes };
    }
    case 'datetime': {
      if (text === '') return { value: null };
      const moment = fromLocalDateTime(text);
      return moment ? { value: moment } : { problem: 'notAMoment' };
    }
    default:
      return { value: text };
  }
}

// Values reach here checked; anything unreadable is stored as nothing, never guessed at.
function toStored(field: FieldSpec, value: FormValue): FieldValue {
  const read = readTyped(field, value);
  return 'value' in read ? read.value : null;
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
