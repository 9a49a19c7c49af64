import * as v from 'valibot';
import type { DocData, PasswordPolicy } from '../../../port/types';
import { writtenByHand } from '../../../lib/collection-schemas';
import { textOf } from '../../../lib/i18n';
import { STAFF_PASSWORD_MIN_LENGTH } from '../../../lib/limits';
import { formatRupees } from '../../../lib/money';
import { formFields, isEditable, readTyped, toDocData, typedText } from './form-values';
import type { TypingProblem } from './form-values';
import { fieldCheckMessages } from './messages';
import type {
  CollectionConfig,
  FieldSpec,
  FormErrors,
  FormMode,
  FormValue,
  FormValues,
  RefDocs,
} from './types';

/**
 * An admin's record checked with its collection's schema
 * (lib/collection-schemas `writtenByHand`), the same schema the stored
 * model is built from, so a record the form accepts is one the server and
 * the screens read. The form's text is read as each field is typed
 * (./convert), completed as a save completes it (`derive`), and parsed; each
 * issue is said under its field, in the admin's language, by its kind and
 * bound ("Please keep the name under 60 characters.") or in the words of the
 * field's own shape check (a landline, a picture's address). Beside the
 * schema, only what it cannot know: how a kind is typed, which options a
 * select offers, a first password against the sign-in service's policy, and
 * a field's own `check`.
 */

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/** The schema a section's records are checked with. */
const schemaOf = (config: CollectionConfig): ObjectSchema => writtenByHand[config.collection];

/** The sentences are read when a check runs, so they follow the reader's language. */
const says = () => textOf(fieldCheckMessages);

/** A field as named inside a sentence: its `noun`, or its label without the bracket ("Price (₹)" → "price"). */
const nounOf = (field: FieldSpec) => {
  if (field.noun) return field.noun;
  const plain = field.label.replace(/\s*\(.*\)$/, '');
  return plain.charAt(0).toLowerCase() + plain.slice(1);
};

/** A bound as the field shows its values: "₹1,00,000" for money, "10,000" for a count. */
function boundOf(field: FieldSpec, bound: number): string | number {
  if (field.kind === 'money') return formatRupees(bound).replace(/\.00$/, '');
  if (field.kind === 'integer') return formatRupees(bound * 100).replace(/^₹|\.00$/g, '');
  return bound;
}

/** `derive`'s fields, or none when it cannot make them (what it could not read, a check says). */
function derivedOf(config: CollectionConfig, data: DocData, refs: RefDocs): DocData {
  try {
    return config.derive?.(data, refs) ?? {};
  } catch {
    return {};
  }
}

/** What the form would write: the fields it sets and those a save derives from them. */
function writtenRecord(
  config: CollectionConfig,
  values: FormValues,
  mode: FormMode,
  refs: RefDocs,
): DocData {
  const data = toDocData(config, values, mode);
  return { ...data, ...derivedOf(config, data, refs) };
}

/**
 * The schema for `record`: the whole of it when the form writes the whole
 * document, else the entries of the fields it writes (an edit merges them
 * into the stored document; the server completes a new staff member's).
 */
function schemaFor(config: CollectionConfig, record: DocData, whole: boolean): ObjectSchema {
  const schema = schemaOf(config);
  if (whole) return schema;
  const entries: v.ObjectEntries = {};
  for (const name of Object.keys(record)) {
    const entry = schema.entries[name];
    if (entry) entries[name] = entry;
  }
  return v.object(entries);
}

const choosing = (field: FieldSpec) =>
  field.kind === 'select' || field.kind === 'ref' || field.kind === 'refs';

/** Left empty: nothing typed, or a list of nothing (", ,"). */
function isEmpty(field: FieldSpec, value: FormValue): boolean {
  if (typedText(field, value) === '') return true;
  const read = readTyped(field, value);
  return 'value' in read && Array.isArray(read.value) && read.value.length === 0;
}

function typingWords(field: FieldSpec, typing: TypingProblem): string {
  const t = says();
  const name = nounOf(field);
  switch (typing.problem) {
    case 'negative':
      return t.notBelowZero({ field: name });
    case 'notDigits':
      if (field.kind === 'money') return t.moneyDigits({ field: name });
      return field.kind === 'integer'
        ? t.wholeDigits({ field: name })
        : t.decimalDigits({ field: name });
    case 'notWhole':
      return t.wholeNumber({ field: name });
    case 'decimals':
      return t.twoDecimals({ field: name });
    case 'tooBig':
      return t.tooBig({ field: name });
    case 'notAMoment':
      return t.dateAndTime;
    case 'class':
      return 'notAClass' in typing.classes
        ? t.notAClass({ item: typing.classes.notAClass })
        : t.noSuchClass({ number: typing.classes.noSuchClass });
  }
}

/** What the schema found wrong with a field the admin filled in, in the admin's words. */
function issueWords(field: FieldSpec, issue: v.BaseIssue<unknown>): string {
  const t = says();
  const name = nounOf(field);
  const bound = typeof issue.requirement === 'number' ? issue.requirement : 0;
  const ofAnItem = (issue.path?.length ?? 0) > 1;
  const list = Array.isArray(issue.input);
  switch (issue.type) {
    case 'min_length':
      return list
        ? t.pleaseEnter({ field: name })
        : t.atLeastCharacters({ field: name, min: bound });
    case 'max_length':
      return ofAnItem
        ? t.eachUnder({ field: name, max: bound })
        : t.under({ field: name, max: bound });
    case 'min_value':
      return t.notBelow({ field: name, min: boundOf(field, bound) });
    case 'max_value':
      return t.notAbove({ field: name, max: boundOf(field, bound) });
    case 'integer':
      return t.wholeNumber({ field: name });
    case 'picklist':
      return t.chooseAnOption;
    default:
      // A shape check of lib/fields/schemas (a mobile, a landline, a web address) says it in its own words.
      return issue.message;
  }
}

/** What is wrong with a first password by the sign-in service's policy and a staff account's own minimum. */
function passwordProblem(password: string, policy: PasswordPolicy): string | undefined {
  const t = says();
  const minimum = Math.max(policy.minLength, STAFF_PASSWORD_MIN_LENGTH);
  if (password.length < minimum) return t.passwordLength({ min: minimum });
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return t.passwordCapital;
  if (policy.requireLowercase && !/[a-z]/.test(password)) return t.passwordSmall;
  if (policy.requireNumeric && !/[0-9]/.test(password)) return t.passwordNumber;
  if (policy.requireNonAlphanumeric && !/[^A-Za-z0-9]/.test(password)) return t.passwordSign;
  return undefined;
}

export interface RecordCheck {
  /** The sentence under each field the admin may change in this mode that is wrong. */
  errors: FormErrors;
  /**
   * What is wrong with a field the form does not show but a save derives
   * (a product's shop name, read from the chosen shop): a sentence for under
   * the form, or null. The config is tested not to let this happen.
   */
  unshown: string | null;
}

/** Each problem of the record the form holds, in the reader's language. */
export function checkRecord(
  config: CollectionConfig,
  values: FormValues,
  mode: FormMode,
  {
    policy,
    refs = {},
    whole = mode === 'create',
  }: {
    policy: PasswordPolicy;
    /** The records the form's `ref` fields chose, as a save reads them. */
    refs?: RefDocs;
    /** Whether the form writes the whole document (not an edit, not an account the server makes). */
    whole?: boolean;
  },
): RecordCheck {
  const t = says();
  const shown = formFields(config, mode).filter((field) => isEditable(field, mode));
  const errors: FormErrors = {};
  const fieldProblem = (field: FieldSpec, value: FormValue): string | undefined => {
    const typed = typedText(field, value);
    if (field.transient) {
      if (!typed && field.required) return t.pleaseEnter({ field: nounOf(field) });
      return field.kind === 'password' ? passwordProblem(typed, policy) : undefined;
    }
    const read = readTyped(field, value);
    if ('problem' in read) return typingWords(field, read);
    if (
      field.kind === 'select' &&
      typed &&
      !field.options?.some((option) => option.value === typed)
    ) {
      return t.chooseAnOption;
    }
    return undefined;
  };
  for (const field of shown) {
    const problem = fieldProblem(field, values[field.name] ?? '');
    if (problem) errors[field.name] = problem;
  }

  const record = writtenRecord(config, values, mode, refs);
  const parsed = v.safeParse(schemaFor(config, record, whole), record);
  const issues = parsed.success ? [] : parsed.issues;
  for (const field of shown) {
    if (errors[field.name]) continue;
    const value = values[field.name] ?? '';
    const issue = issues.find((candidate) => candidate.path?.[0]?.key === field.name);
    const problem =
      issue && isEmpty(field, value)
        ? choosing(field)
          ? t.pleaseChoose({ field: nounOf(field) })
          : t.pleaseEnter({ field: nounOf(field) })
        : (field.check?.(value, values) ?? (issue && issueWords(field, issue)));
    if (problem) errors[field.name] = problem;
  }
  const stray = issues.find((issue) => {
    const name = issue.path?.[0]?.key;
    return !shown.some((field) => field.name === name);
  });
  const unshown = stray
    ? t.notStorable({ field: String(stray.path?.[0]?.key ?? ''), problem: stray.message })
    : null;
  return { errors, unshown };
}

/**
 * Whether a stored field must be filled in: its schema refuses it empty,
 * after a save derives what it derives (an empty picture gets the type's).
 */
export function isRequired(config: CollectionConfig, field: FieldSpec): boolean {
  const entry = schemaOf(config).entries[field.name];
  if (!entry || field.kind === 'boolean') return false;
  const typed = readTyped(field, '');
  const empty = 'value' in typed ? typed.value : null;
  const derived = derivedOf(config, { [field.name]: empty }, {});
  return !v.is(entry, Object.hasOwn(derived, field.name) ? derived[field.name] : empty);
}
