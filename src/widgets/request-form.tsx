import { useMutation } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FormFailure, useForm, type FormErrors } from '../components/form';
import { queryClient } from '../data/query-client';
import { newRequestId } from '../lib/order-identity';
import { ReferenceCodes } from './reference-codes';

interface RequestFormOptions<T, Saved> {
  initial: T;
  validate: (values: T) => FormErrors<T>;
  /** Saves the request under `id`, which stays the same across retries of one request. */
  save: (id: string, values: T) => Promise<Saved>;
  /** Runs once the request is saved (to navigate to a thank-you page), with what the server gave it. */
  onSaved?: (values: T, saved: Saved) => void;
  /** Makes the id of a new request (`newRequestId`). */
  newId?: () => string;
}

/** A request that was saved: what was sent, and what the server gave it. */
export interface SentRequest<T, Saved> {
  values: T;
  saved: Saved;
}

/**
 * A booking or request form: `useForm`, sending through one `useMutation`
 * (the save), with the request id made for the first attempt, which a retry
 * reuses so the request can never be written twice, and the request once it
 * is saved (`sent`), for a thank-you in place of the form.
 */
export function useRequestForm<T extends object, Saved>({
  initial,
  validate,
  save,
  onSaved,
  newId = newRequestId,
}: RequestFormOptions<T, Saved>) {
  const [requestId, setRequestId] = useState(newId);
  const [sent, setSent] = useState<SentRequest<T, Saved> | null>(null);
  const saving = useMutation(
    { mutationFn: ({ id, values }: { id: string; values: T }) => save(id, values) },
    queryClient,
  );
  const form = useForm<T>({
    initial,
    validate,
    mutation: saving,
    send: async (values) => {
      const saved = await saving.mutateAsync({ id: requestId, values });
      setSent({ values, saved });
      onSaved?.(values, saved);
    },
  });
  /** Empties the form for another request, with a fresh id. */
  const reset = (next: T = initial) => {
    form.reset(next);
    saving.reset();
    setRequestId(newId());
    setSent(null);
  };
  return { ...form, sent, reset };
}

const submitLooks = {
  plain: 'btn btn-primary',
  wide: 'btn btn-primary w-100',
  large: 'btn btn-primary w-100 btn-lg',
  danger: 'btn btn-danger',
};

interface RequestFormProps {
  /** What `useForm` or `useRequestForm` gives: the submit handler, the failure and whether it is sending. */
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    failure: string | null;
    sending: boolean;
  };
  /** The card's heading, which also names the form. */
  title: string;
  submitLabel: string;
  /** The submit button's words while the request is on its way. */
  sendingLabel: string;
  /** The fields, between the heading and the failure. */
  children: ReactNode;
  /** The thank-you that takes the form's place once it is sent (`RequestSent`). */
  sent?: ReactNode;
  /**
   * What the form asks for beside its card (the lab's tests): the form is
   * then two columns, the card the narrower one, kept in view as the other scrolls.
   */
  beside?: ReactNode;
  /** More classes for the card (`sticky-card`). */
  className?: string;
  /** `wide` spans a narrow card, `large` too and taller (placing an order), `danger` asks for help. */
  submitLook?: keyof typeof submitLooks;
  /** False where the failure itself says what happens to what was typed (`FormFailure`). */
  detailsKept?: boolean;
  /** Stops sending for a reason the screen knows (the shop is closed). */
  submitDisabled?: boolean;
  /** What follows the submit button. */
  footer?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The card every request and order form is drawn in: a heading that names
 * the form, the screen's own fields, why the last send failed, and the
 * submit button, which says it is sending and cannot be pressed twice.
 * Once the request is sent, `sent` stands in its place.
 */
export function RequestForm({
  form,
  title,
  submitLabel,
  sendingLabel,
  children,
  sent,
  beside,
  className,
  submitLook = 'plain',
  detailsKept = true,
  submitDisabled = false,
  footer,
  headingRef,
  formRef,
}: RequestFormProps) {
  const headingId = useId();
  if (sent) return sent;
  const cardClass = className ? `form-card ${className}` : 'form-card';
  const card = (
    <>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="h5 fw-bold mb-3"
      >
        {title}
      </h2>
      {children}
      <FormFailure message={form.failure} detailsKept={detailsKept} />
      <button
        type="submit"
        className={submitLooks[submitLook]}
        disabled={form.sending || submitDisabled}
      >
        {form.sending ? sendingLabel : submitLabel}
      </button>
      {footer}
    </>
  );
  if (!beside) {
    return (
      <form
        ref={formRef}
        className={cardClass}
        onSubmit={form.onSubmit}
        noValidate
        aria-labelledby={headingId}
      >
        {card}
      </form>
    );
  }
  return (
    <form ref={formRef} className="row g-4" onSubmit={form.onSubmit} noValidate>
      <div className="col-12 col-lg-7">{beside}</div>
      <div className="col-12 col-lg-5">
        <section className={cardClass} aria-labelledby={headingId}>
          {card}
        </section>
      </div>
    </form>
  );
}

/**
 * The thank-you that takes a sent form's place: its heading is focused, so a
 * screen reader hears it at once; the booking's number and code, to follow
 * it; and a button that empties the form for another.
 */
export function RequestSent({
  title,
  booking,
  anotherLabel,
  onAnother,
  actions,
  children,
}: {
  title: string;
  /** What the server gave the request, and the phone it was sent for. */
  booking: { reference: string; code: string; phone: string };
  anotherLabel: string;
  onAnother: () => void;
  /** More ways on beside "send another" (home). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="form-card thank-you" role="status" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="h5 fw-bold">
        {title}
      </h2>
      {children}
      <ReferenceCodes
        kind="booking"
        number={booking.reference}
        code={booking.code}
        phone={booking.phone}
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={onAnother}>
          {anotherLabel}
        </button>
        {actions}
      </div>
    </section>
  );
}
