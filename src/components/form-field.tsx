import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useMessages } from '../lib/i18n';
import { commonMessages } from './messages';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
}

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label, hint and error around one control, the error tied to it with
 * aria-invalid + aria-describedby so a screen reader hears what is wrong.
 */
function Field({
  label,
  error,
  hint,
  className,
  render,
}: FieldProps & { render: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {render({
        id,
        className: error ? 'is-invalid' : '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      {...{ label, error, hint, className }}
      render={(control) => (
        <input {...input} {...control} className={`form-control ${control.className}`} />
      )}
    />
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field
      {...{ label, error, hint, className }}
      render={(control) => (
        <textarea {...textarea} {...control} className={`form-control ${control.className}`} />
      )}
    />
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field
      {...{ label, error, hint, className }}
      render={(control) => (
        <select {...select} {...control} className={`form-select ${control.className}`}>
          {children}
        </select>
      )}
    />
  );
}

/**
 * The customer's mobile number, as every booking and order form asks for it:
 * the phone keypad, and the browser's autofill of the person's own number.
 */
export function PhoneField({
  label,
  ...props
}: Partial<FieldProps> & InputHTMLAttributes<HTMLInputElement>) {
  const t = useMessages(commonMessages);
  return (
    <TextField
      label={label ?? t.phone}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
    />
  );
}
