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
  /**
   * The write `send` makes, a `useMutation` whose `mutateAsync` it calls
   * first: the form is sending while the write is pending, so a screen holds
   * one pending state, the write's. A form that writes nothing (a search that
   * moves on) leaves it out, and is sending while `send` runs.
   */
  mutation?: { isPending: boolean };
}

/**
 * The one way the app's forms hold what is typed: sign-ins, checkout, the
 * requests and the contact form. Values survive every error; a refused submit
 * moves the focus to the first field to fix; a second submit while one is
 * being sent does nothing; a failed send says why, under the form.
 */
export function useForm<T extends object>({ initial, validate, send, mutation }: FormOptions<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [running, setRunning] = useState(false);
  const sending = mutation ? mutation.isPending : running;
  /**
   * A submit on its way, until `send` returns: a second submit before the
   * screen has heard that the write is pending (its answer is a task away)
   * does nothing.
   */
  const underway = useRef(false);
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

  /**
   * What a field of text (an input, a text area, a select) needs: its name
   * (the field's), its value, its change handler and its error.
   */
  const text = <K extends TextFieldOf<T>>(field: K) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(field, event.target.value as T[K]),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = event.currentTarget;
    if (sending || underway.current) return;
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) {
      setInvalidAttempts((count) => count + 1);
      return;
    }
    underway.current = true;
    if (!mutation) setRunning(true);
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
      underway.current = false;
      if (!mutation) setRunning(false);
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
