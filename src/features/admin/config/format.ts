import type { DocData, FieldValue, StoredDoc } from '../../../port/types';
import { localDigits, locale, textOf } from '../../../lib/i18n';
import type { Locale } from '../../../lib/i18n/locales';
import { fillSentence } from '../../../lib/server-sentences';
import { localParams, readHeadline, type StaffAlertKey } from '../../../lib/staff-alert-headlines';
import { formatClockTime, formatDateTime, formatDay } from '../../../lib/local-date';
import { formatRupees } from '../../../lib/money';
import { localName, type LocalNames } from '../../../lib/local-name';
import { formatIndianMobile } from '../../../lib/phone';
import { chosenValue, storedText } from './form-values';
import { fieldCheckMessages } from './messages';
import type { CollectionConfig, FieldSpec, RefLabels, RefSpec } from './types';

/** How a stored value reads on a record's line and in its details, in the reader's language. */

/** A moment as "24 Nov 2026, 5:30 pm", "২৪ নভেঃ, ২০২৬, বিকাল ৫:৩০": the app's one way, with the year. */
export function formatMoment(moment: Date): string {
  return formatDateTime(moment, { year: true });
}

/** "Yes" or "No", read when shown so they follow the reader's language. */
const yesOrNo = (value: boolean) => {
  const t = textOf(fieldCheckMessages);
  return value ? t.yes : t.no;
};

/** Any stored value as plain text (for fields no config describes). */
export function formatAny(value: FieldValue | undefined): string {
  if (value === undefined || value === null) return '—';
  if (value instanceof Date) return formatMoment(value);
  if (typeof value === 'boolean') return yesOrNo(value);
  if (Array.isArray(value)) return value.map((item) => formatAny(item)).join(', ') || '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, FieldValue>);
    // A line item: "2 × Paracetamol".
    const { name, quantity } = value as Record<string, FieldValue>;
    if (typeof name === 'string' && typeof quantity === 'number') {
      return `${localDigits(String(quantity), locale.get())} × ${name}`;
    }
    return entries.map(([key, item]) => `${key}: ${formatAny(item)}`).join('; ');
  }
  if (typeof value === 'symbol') return '—';
  if (typeof value === 'number') return localDigits(String(value), locale.get());
  return String(value) || '—';
}

/** A field's stored value as its kind reads: rupees, a spaced mobile, an option's label, a day, a time. */
export function formatValue(field: FieldSpec, value: FieldValue | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? formatRupees(value) : formatAny(value);
    case 'mobile':
      return typeof value === 'string' ? formatIndianMobile(value) : formatAny(value);
    case 'select': {
      const chosen = typeof value === 'string' ? chosenValue(field, value) : value;
      return field.options?.find((option) => option.value === chosen)?.label ?? formatAny(value);
    }
    case 'boolean':
      return yesOrNo(value === true);
    // A day and a time of day as the reader says them ("Sun, 29 Nov 2026", "সকাল ৭:৩০"), never as stored.
    case 'date':
      return typeof value === 'string' ? formatDay(value) : formatAny(value);
    case 'time':
      return typeof value === 'string' ? formatClockTime(value) : formatAny(value);
    default:
      return formatAny(value);
  }
}

/** The line under a record's name: its `inSummary` fields, a `ref` by the record it points to. */
export function defaultSummary(
  config: CollectionConfig,
  data: DocData,
  refLabels: RefLabels = {},
): string {
  return config.fields
    .filter((field) => field.inSummary)
    .map((field) => refLabels[field.name] ?? formatValue(field, data[field.name]))
    .filter((text) => text !== '—')
    .join(' · ');
}

/** Another record's names in the three languages: its label field, else its id, with the label's Bengali and Hindi. */
export function refNames(doc: StoredDoc, ref: RefSpec | undefined): LocalNames {
  const field = ref?.labelField ?? 'name';
  const text = (name: string) => storedText(doc.data, name) || undefined;
  return { name: text(field) ?? doc.id, nameBn: text(`${field}Bn`), nameHi: text(`${field}Hi`) };
}

/**
 * How another record reads where a field or filter points to it (a
 * product's shop, a vendor's shop, the shop filter): its label in the
 * reader's language, else its id.
 */
export function refLabel(doc: StoredDoc, ref: RefSpec | undefined): string {
  return localName(refNames(doc, ref));
}

/**
 * A staff alert in one line, in the reader's language: its headline
 * (lib/staff-alert-headlines) where the server wrote one, else the first
 * line of its text (an older alert), or of its title (a notice for a
 * device, written in that device's language). `words` are
 * `alertHeadlineMessages`'.
 */
export function alertTitle(
  words: Readonly<Record<StaffAlertKey, string>>,
  alert: { headline?: unknown; text?: unknown; title?: unknown },
  code: Locale = locale.get(),
): string {
  const about = readHeadline(alert.headline);
  if (about) return fillSentence(words[about.key], localParams(about.params, code), code);
  const said = [alert.text, alert.title].find((value) => typeof value === 'string');
  return typeof said === 'string' ? (said.split('\n')[0] ?? '') : '';
}
