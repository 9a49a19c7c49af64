import { useId, useState, type ReactNode } from 'react';

/**
 * One section of the vendor's Shop settings tab: a heading, what is set now
 * in plain words, and a button that opens the form to change it, and folds
 * it again (the form is drawn only while open).
 */
export function SettingSection({
  title,
  summary,
  changeLabel,
  children,
}: {
  title: string;
  /** What is set now, in words. */
  summary: ReactNode;
  /** The button that opens the form: "Change the UPI id". */
  changeLabel: string;
  /** The form, drawn while open. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="setting-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="setting-title">
        {title}
      </h2>
      <div className="setting-summary">{summary}</div>
      <button
        type="button"
        className="btn btn-outline-primary setting-change"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((shown) => !shown)}
      >
        {changeLabel}
      </button>
      <div id={`${id}-form`} className="setting-form" hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
