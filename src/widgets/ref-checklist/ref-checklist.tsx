import { useId, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { localName, type LocalNames } from '../../lib/local-name';
import { refChecklistMessages } from './messages';

/** One record to tick: its id, its name in the reader's language, and every name it is found by. */
export interface ChecklistItem {
  id: string;
  label: string;
  /** Its names in the three languages, lower-cased, for the search. */
  words: string;
}

/** From this many records on, a search box narrows the list: a town's few neighbourhoods fit on a phone's screen. */
export const CHECKLIST_SEARCH_FROM = 9;

/**
 * Records ticked from a list (the neighbourhoods a shop delivers to), by
 * their names in the reader's language, with a search when the list is long.
 * `noneTicked` says what an empty choice means ("every neighbourhood"). The
 * order of `chosen` follows the list's; an id the list no longer has (a
 * neighbourhood since deleted) is kept until it is unticked, so nothing is
 * dropped unseen.
 */
export function RefChecklist({
  label,
  hint,
  noneTicked,
  items,
  chosen,
  onChange,
  error,
}: {
  label: string;
  hint?: string | undefined;
  noneTicked: string;
  /** Undefined while the list is read. */
  items: readonly ChecklistItem[] | undefined;
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const t = useMessages(refChecklistMessages);
  const id = useId();
  const [search, setSearch] = useState('');
  const known = items ?? [];
  const unknown = items ? chosen.filter((choice) => !items.some((item) => item.id === choice)) : [];
  const wanted = search.trim().toLowerCase();
  const shown = wanted ? known.filter((item) => item.words.includes(wanted)) : known;
  const tickedNames = [
    ...known.filter((item) => chosen.includes(item.id)).map((item) => item.label),
    ...unknown,
  ];
  const toggle = (choice: string, ticked: boolean) => {
    const next = new Set(chosen);
    if (ticked) next.add(choice);
    else next.delete(choice);
    onChange([
      ...known.filter((item) => next.has(item.id)).map((item) => item.id),
      ...unknown.filter((choice) => next.has(choice)),
    ]);
  };
  const described = [`${id}-state`, hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset
      className="ref-checklist mb-3"
      aria-describedby={described}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label fs-6 mb-1">{label}</legend>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0 mb-2">
          {hint}
        </div>
      )}
      {!items && <p className="small text-body-secondary mb-2">{t.loading}</p>}
      {known.length >= CHECKLIST_SEARCH_FROM && (
        <div className="mb-2">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {t.search}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            placeholder={t.search}
            title={t.searchHint}
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      )}
      <div className="ref-checklist-items">
        {shown.map((item) => (
          <div key={item.id} className="form-check roomy-check">
            <input
              id={`${id}-${item.id}`}
              className="form-check-input"
              type="checkbox"
              checked={chosen.includes(item.id)}
              onChange={(event) => toggle(item.id, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-${item.id}`}>
              {item.label}
            </label>
          </div>
        ))}
        {unknown.map((choice) => (
          <div key={choice} className="form-check roomy-check">
            <input
              id={`${id}-gone-${choice}`}
              className="form-check-input"
              type="checkbox"
              checked
              onChange={(event) => toggle(choice, event.target.checked)}
            />
            <label className="form-check-label text-break" htmlFor={`${id}-gone-${choice}`}>
              {choice}
            </label>
          </div>
        ))}
      </div>
      {wanted && shown.length === 0 && (
        <p className="small mb-2">{t.noMatch({ text: search.trim() })}</p>
      )}
      <div id={`${id}-state`} className="form-text" aria-live="polite">
        {items && (tickedNames.length ? t.ticked({ names: tickedNames.join(', ') }) : noneTicked)}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** A record with names in the three languages as a line of the checklist, named in the reader's. */
export function localNameItem(record: { id: string } & LocalNames): ChecklistItem {
  return {
    id: record.id,
    label: localName(record),
    words: [record.name, record.nameBn, record.nameHi].join(' ').toLowerCase(),
  };
}
