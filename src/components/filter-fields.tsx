import { useId, type InputHTMLAttributes } from 'react';

/**
 * A search box of a filter bar: the bar says what it is for, so its label
 * is for screen readers only.
 */
export function SearchField({
  label,
  onText,
  ...input
}: {
  label: string;
  /** Called with what is typed. */
  onText: (text: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        {...input}
        onChange={(event) => onText(event.target.value)}
      />
    </>
  );
}

/** A choice of a filter bar, "every one" first (the empty value). */
export function FilterSelect({
  label,
  value,
  onChoose,
  everyLabel,
  options,
}: {
  label: string;
  value: string;
  onChoose: (value: string) => void;
  everyLabel: string;
  options: readonly { value: string; name: string }[];
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChoose(event.target.value)}
      >
        <option value="">{everyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </>
  );
}
