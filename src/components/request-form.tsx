import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messageOf } from '../backend/errors';
import { useMessages } from '../lib/i18n';
import { commonMessages } from './messages';

/** One message per field that is wrong; absent keys are fine. */
export type FormErrors<T> = Partial<Record<Extract<keyof T, string>, string>>;

interface RequestFormOptions<T> {
  initial: T;
  validate: (values: T) => FormErrors<T>;
  /** Saves the request under `id`, which stays the same across retries of one request. */
  save: (id: string, values: T) => Promise<void>;
  /** Runs once the request is saved (navigate, or show a thank-you). */
  onSaved: (values: T) => void;
  newId: () => string;
}

/**
 * State for a booking or request form, the way the contact form works: the
 * values survive every error, the first wrong field gets the focus, a failed
 * save says why in plain words, and the request id made for the first
 * attempt is reused by a retry so it can never be written twice.
 */
export function useRequestForm<T extends object>({
  initial,
  validate,
  save,
  onSaved,
  newId,
}: RequestFormOptions<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [requestId, setRequestId] = useState(newId);
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
      await save(requestId, values);
      onSaved(values);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSending(false);
    }
  };

  /** Empties the form for another request, with a fresh id. */
  const reset = (next: T = initial) => {
    setValues(next);
    setErrors({});
    setFailure(null);
    setRequestId(newId());
  };

  return { values, errors, sending, failure, setField, setValues, submit, reset };
}

/** The failed-save alert under a form: the reason, and that nothing typed was lost. */
export function FormFailure({ message }: { message: string | null }) {
  const t = useMessages(commonMessages);
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message} {t.detailsKept}
    </div>
  );
}
