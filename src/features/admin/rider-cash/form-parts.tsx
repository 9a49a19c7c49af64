import type { ComponentProps, ReactNode } from 'react';
import { FormFailure } from '../../../components/form';
import { TextField } from '../../../components/form-field';

/** An amount in rupees as the cash forms take it: digits and a point, never filled in by the browser. */
export function RupeesField(props: ComponentProps<typeof TextField>) {
  return <TextField inputMode="decimal" autoComplete="off" className="mb-2" {...props} />;
}

/** A cash form's end: its button, the sentence saying what it did, and why a send failed. */
export function FormEnd({
  button,
  buttonClass,
  sending,
  done,
  failure,
}: {
  button: ReactNode;
  buttonClass: string;
  sending: boolean;
  /** What was written, once it is. */
  done: ReactNode;
  failure: string | null;
}) {
  return (
    <>
      <button type="submit" className={`btn ${buttonClass}`} disabled={sending}>
        {button}
      </button>
      {done && (
        <p className="small mt-2 mb-0" role="status">
          {done}
        </p>
      )}
      {failure && <FormFailure message={failure} />}
    </>
  );
}
