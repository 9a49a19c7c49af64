import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { FormFailure } from '../../components/form';
import { TextField } from '../../components/form-field';
import { useMessages } from '../../lib/i18n';
import { authMessages } from './messages';

/** What a field of `useForm` hands its control: the value, its change handler and its error. */
type FieldState = Pick<ComponentProps<typeof TextField>, 'value' | 'error' | 'onChange'>;

/**
 * The card every sign-in form is drawn as (the three sign-ins and the
 * password reset): why the last try failed, the fields, one button that
 * says when it is busy, and a link on.
 */
export function AuthForm({
  form,
  submitLabel,
  busyLabel,
  children,
  footer,
}: {
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    failure: string | null;
    sending: boolean;
  };
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <form className="form-card" onSubmit={form.onSubmit} noValidate>
      <FormFailure message={form.failure} detailsKept={false} />
      {children}
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={form.sending}>
        {form.sending ? busyLabel : submitLabel}
      </button>
      {footer && <p className="mt-3 mb-0 text-center">{footer}</p>}
    </form>
  );
}

/** The two fields every sign-in shares, with what browsers and password managers read. */
const authFields = {
  email: { type: 'email', name: 'email', autoComplete: 'username', inputMode: 'email' },
  password: { type: 'password', name: 'password', autoComplete: 'current-password' },
} as const;

export function AuthField({ kind, ...field }: FieldState & { kind: keyof typeof authFields }) {
  const t = useMessages(authMessages);
  return <TextField label={t[kind]} {...authFields[kind]} {...field} />;
}
