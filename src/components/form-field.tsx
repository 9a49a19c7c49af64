import {
  Children,
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useMessages } from '../lib/i18n';
import { ADDRESS_BOUNDS, DETAILS_BOUNDS, NOTE_BOUNDS } from '../lib/requests/schemas';
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

/** A street address, as the browser fills it in, no longer than a request keeps. */
export function AddressField({
  label,
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <TextAreaField
      label={label}
      name="address"
      rows={3}
      maxLength={ADDRESS_BOUNDS.max}
      autoComplete="street-address"
      {...props}
    />
  );
}

/** A text area as tall as `rows` that holds no more than a request keeps of its kind of text. */
function boundedText(rows: number, bounds: { max: number }) {
  return function BoundedText(props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
    return <TextAreaField rows={rows} maxLength={bounds.max} {...props} />;
  };
}

/** A short note beside a request or order (a reason for a visit, a word for the driver). */
export const NoteField = boundedText(2, NOTE_BOUNDS);

/** What is needed, told at length (the work to do, the help asked for). */
export const DetailsField = boundedText(3, DETAILS_BOUNDS);

/** Two fields side by side, one under the other on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <div className="row gx-3">
      {Children.map(children, (field) => (
        <div className="col-12 col-sm-6">{field}</div>
      ))}
    </div>
  );
}

/** What `useForm`'s `text(field)` gives a field of text. */
interface TextBinding {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A form (`useForm`) that holds these fields of text. */
interface FormWith<F extends string> {
  text(field: F): TextBinding;
}

/**
 * Who to call back, as every request and order asks: a name and a mobile
 * number (the form's `phone`), side by side where the card is wide enough.
 */
export function NameAndPhone<F extends string = 'name'>({
  form,
  nameLabel,
  nameField = 'name' as F,
  phoneHint,
  sideBySide = false,
  ownName = true,
}: {
  form: FormWith<F | 'phone'>;
  nameLabel: string;
  /** The form's field for the name (a patient's, where it is not the sender's). */
  nameField?: F;
  phoneHint?: string;
  sideBySide?: boolean;
  /** False where the name is someone else's, so the browser offers not the phone owner's. */
  ownName?: boolean;
}) {
  const fields = [
    <TextField
      key="name"
      label={nameLabel}
      name={nameField}
      autoComplete={ownName ? 'name' : undefined}
      {...form.text(nameField)}
    />,
    <PhoneField key="phone" hint={phoneHint} {...form.text('phone')} />,
  ];
  return sideBySide ? <FieldRow>{fields}</FieldRow> : fields;
}
