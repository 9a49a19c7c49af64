import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { messageOf } from '../port/errors';
import { useMessages } from '../lib/i18n';
import { commonMessages } from './messages';

/** One message per field that is wrong; absent keys are fine. */
export type FormErrors<T> = Partial<Record<Extract<keyof T, string>, string>>;

type TextFieldOf<T> = {
  [K in Extract<keyof T, string>]: T[K] extends string ? K : never;
}[Extract<keyof T, string>];

/** The first message of each field of `input` that fails `schema`, by the field's name. */
export function fieldErrors(
  schema: v.GenericSchema,
  input: unknown,
): Partial<Record<string, string>> {
  const checked = v.safeParse(schema, input);
  const errors: Partial<Record<string, string>> = {};
  if (checked.success) return errors;
  for (const issue of checked.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A form's `validate` from a schema (its messages are written for the person
 * typing), and, `beside` it, the checks that need more than the values (the
 * clock, what was loaded): theirs show only where the schema found nothing.
 */
export function schemaChecks<T extends object>(
  schema: v.GenericSchema<T, unknown>,
  beside?: (values: T) => FormErrors<T>,
) {
  return (values: T): FormErrors<T> => {
    const errors = fieldErrors(schema, values) as FormErrors<T>;
    for (const [field, message] of Object.entries(beside?.(values) ?? {})) {
      const key = field as Extract<keyof T, string>;
      if (message && !errors[key]) errors[key] = message as string;
    }
    return errors;
  };
}

interface FormOptions<T> {
  initial: T | (() => T);
  /** The sentence for each field that is wrong, in the reader's language. */
  validate: (values: T) => FormErrors<T>;
  /**
   * Sends values that passed `validate`. A thrown error is shown in plain
   * words; a returned sentence is a refusal to show the same way; returned
   * field errors (a refusal about one field, such as a phone that already has
   * an account) are shown under their fields, the first focused. Either way
   * what was typed stays in the form.
   */
  send: (values: T) => Promise<string | FormErrors<T> | void>;
}

/**
 * The one way the app's forms hold what is typed: sign-ins, checkout, the
 * requests and the contact form. Values survive every error; a refused submit
 * moves the focus to the first field to fix; a second submit while one is
 * being sent does nothing; a failed send says why, under the form.
 */
export function useForm<T extends object>({ initial, validate, send }: FormOptions<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  /** The form last submitted: where the first field to fix is looked for. */
  const submitted = useRef<HTMLFormElement | null>(null);

  // After a refused submit, move to the first field that needs fixing.
  useEffect(() => {
    if (invalidAttempts === 0) return;
    submitted.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidAttempts]);

  const setField = <K extends Extract<keyof T, string>>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };

  /** What a field of text (an input, a text area, a select) needs: its value, its change handler and its error. */
  const text = <K extends TextFieldOf<T>>(field: K) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(field, event.target.value as T[K]),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = event.currentTarget;
    if (sending) return;
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) {
      setInvalidAttempts((count) => count + 1);
      return;
    }
    setSending(true);
    try {
      const refusal = await send(values);
      if (typeof refusal === 'string') setFailure(refusal);
      else if (refusal && Object.values(refusal).some(Boolean)) {
        setErrors(refusal);
        setInvalidAttempts((count) => count + 1);
      }
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSending(false);
    }
  };

  /** Empties the form (or fills it with `next`) for another go. */
  const reset = (next: T = typeof initial === 'function' ? (initial as () => T)() : initial) => {
    setValues(next);
    setErrors({});
    setFailure(null);
  };

  return {
    values,
    errors,
    sending,
    failure,
    setField,
    setValues,
    text,
    /** For `<form onSubmit>`. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    submit,
    reset,
  };
}

interface RequestFormOptions<T, Saved> {
  initial: T;
  validate: (values: T) => FormErrors<T>;
  /** Saves the request under `id`, which stays the same across retries of one request. */
  save: (id: string, values: T) => Promise<Saved>;
  /** Runs once the request is saved (to navigate to a thank-you page), with what the server gave it. */
  onSaved?: (values: T, saved: Saved) => void;
  newId: () => string;
}

/** A request that was saved: what was sent, and what the server gave it. */
export interface SentRequest<T, Saved> {
  values: T;
  saved: Saved;
}

/**
 * A booking or request form: `useForm`, plus the request id made for the
 * first attempt, which a retry reuses so the request can never be written
 * twice, and the request once it is saved (`sent`), for a thank-you in place
 * of the form.
 */
export function useRequestForm<T extends object, Saved>({
  initial,
  validate,
  save,
  onSaved,
  newId,
}: RequestFormOptions<T, Saved>) {
  const [requestId, setRequestId] = useState(newId);
  const [sent, setSent] = useState<SentRequest<T, Saved> | null>(null);
  const form = useForm<T>({
    initial,
    validate,
    send: async (values) => {
      const saved = await save(requestId, values);
      setSent({ values, saved });
      onSaved?.(values, saved);
    },
  });
  /** Empties the form for another request, with a fresh id. */
  const reset = (next: T = initial) => {
    form.reset(next);
    setRequestId(newId());
    setSent(null);
  };
  return { ...form, sent, reset };
}

/**
 * The failed-send alert of a form: the reason and, unless the reason already
 * says what happens to them (`detailsKept={false}`), that nothing typed was lost.
 */
export function FormFailure({
  message,
  detailsKept = true,
}: {
  message: string | null;
  detailsKept?: boolean;
}) {
  const t = useMessages(commonMessages);
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {detailsKept ? `${message} ${t.detailsKept}` : message}
    </div>
  );
}
