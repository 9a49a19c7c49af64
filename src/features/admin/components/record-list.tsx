import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { StoredDoc } from '../../../port/types';
import { ListFooter } from '../../../components/list-footer';
import { useListView, queryClient } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import { recordsQuery, refChoicesQuery } from '../api/admin-data';
import { defaultSummary, formatValue, refLabel } from '../config/format';
import { fieldValue } from '../config/form-values';
import type { CollectionConfig, Option, RefLabels } from '../config/types';
import { adminRecordMessages } from '../messages';

function StatusPill({ config, doc }: { config: CollectionConfig; doc: StoredDoc }) {
  const field = config.fields.find((candidate) => candidate.name === 'status');
  const value = field && fieldValue(doc.data, field);
  if (!field || typeof value !== 'string') return null;
  return <span className={`status-pill ${value}`}>{formatValue(field, value)}</span>;
}

/**
 * The label of the record each of `doc`'s `ref` fields points to, once the
 * choices are read: one list, as a section's `ref` fields all choose from one
 * (config.test.ts).
 */
function useRefLabels(config: CollectionConfig, doc: StoredDoc): RefLabels {
  const refFields = config.fields.filter((field) => field.kind === 'ref');
  const { data: choices } = useQuery(refChoicesQuery(refFields[0]?.ref), queryClient);
  const labels: Record<string, string | undefined> = {};
  for (const field of refFields) {
    const chosen = choices?.find((choice) => choice.id === fieldValue(doc.data, field));
    if (chosen) labels[field.name] = refLabel(chosen, field.ref);
  }
  return labels;
}

/** A button of a record's line, outlined in the colour of what it does; `named` says which record. */
export function LineButton({
  label,
  named,
  danger = false,
  disabled,
  onClick,
}: {
  label: string;
  named?: string;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn ${danger ? 'btn-outline-danger' : 'btn-outline-primary'}`}
      disabled={disabled}
      onClick={onClick}
      aria-label={named}
    >
      {label}
    </button>
  );
}

/**
 * One record's line: its name (which opens `details`), status and summary,
 * the Edit and Delete buttons its screen offers, and any `actions` below.
 */
export function RecordRow({
  config,
  doc,
  onEdit,
  onDelete,
  actions,
  details,
  opened = false,
}: {
  config: CollectionConfig;
  doc: StoredDoc;
  onEdit?: () => void;
  onDelete?: () => void;
  actions?: ReactNode;
  details: ReactNode;
  /** Shown with its details from the start (an order a tapped notification named). */
  opened?: boolean;
}) {
  const t = useMessages(adminRecordMessages);
  const [open, setOpen] = useState(opened);
  const detailsId = useId();
  const title = config.titleOf(doc.data) || doc.id;
  const refLabels = useRefLabels(config, doc);
  const summary =
    config.summaryOf?.(doc.data, refLabels) ?? defaultSummary(config, doc.data, refLabels);
  return (
    <li className="admin-row">
      <div className="admin-row-head">
        <div className="admin-row-text">
          <button
            type="button"
            className="admin-row-title"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {title}
          </button>
          <StatusPill config={config} doc={doc} />
          {summary && <p className="admin-row-summary">{summary}</p>}
        </div>
        {(onEdit || onDelete) && (
          <div className="admin-row-buttons">
            {onEdit && (
              <LineButton label={t.edit} named={t.editNamed({ title })} onClick={onEdit} />
            )}
            {onDelete && (
              <LineButton
                danger
                label={t.delete}
                named={t.deleteNamed({ title })}
                onClick={onDelete}
              />
            )}
          </div>
        )}
      </div>
      {actions}
      <div id={detailsId} hidden={!open}>
        {open && details}
      </div>
    </li>
  );
}

/**
 * The filter's choices, and whether they are all known yet: fixed ones at
 * once, another collection's documents once they have loaded.
 */
function useFilterOptions(config: CollectionConfig): { options: Option[]; known: boolean } {
  const ref = config.filter?.ref;
  // A failed read leaves the filter empty; the list itself still works.
  const { data: docs } = useQuery(refChoicesQuery(ref), queryClient);
  if (config.filter?.options) return { options: [...config.filter.options], known: true };
  if (!ref || !docs) return { options: [], known: false };
  return {
    options: docs.map((doc) => ({ value: doc.id, label: refLabel(doc, ref) })),
    known: true,
  };
}

/** Why the typed text cannot be searched, or null when it can (or nothing is typed). */
function searchProblemOf(config: CollectionConfig, text: string): string | null {
  if (!text || !config.search) return null;
  const plan = config.search.plan(text);
  return typeof plan === 'string' ? plan : null;
}

/**
 * A section's records a page at a time, with its search and filter (kept in
 * the address, so a list can be linked to), and a line for each record drawn
 * by the screen that shows them (`row`).
 */
export function RecordList({
  config,
  row,
}: {
  config: CollectionConfig;
  row: (doc: StoredDoc) => ReactNode;
}) {
  const t = useMessages(adminRecordMessages);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const askedFilter = params.get('filter') ?? '';
  const { options: filterOptions, known: filterOptionsKnown } = useFilterOptions(config);
  // A value from an old link or a typo is ignored, not offered as a choice;
  // another collection's value counts until its list has loaded.
  const filter =
    askedFilter &&
    (!filterOptionsKnown || filterOptions.some((option) => option.value === askedFilter))
      ? askedFilter
      : '';
  // A search that cannot be made lists nothing: the hint says why.
  const searchProblem = searchProblemOf(config, search);
  const [typed, setTyped] = useState(search);
  const searchId = useId();
  const filterId = useId();

  const list = useListView(
    useInfiniteQuery(recordsQuery(config, { search, filter }, !searchProblem), queryClient),
  );

  const setParam = (name: 'q' | 'filter', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setParam('q', typed.trim());
  };

  return (
    <>
      {(config.search || config.filter) && (
        <div className="admin-tools">
          {config.search && (
            <form className="admin-search" role="search" onSubmit={submitSearch} noValidate>
              <label htmlFor={searchId} className="visually-hidden">
                {config.search.label}
              </label>
              <input
                id={searchId}
                type="search"
                className={`form-control ${searchProblem ? 'is-invalid' : ''}`}
                placeholder={config.search.placeholder}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                aria-invalid={searchProblem ? true : undefined}
                aria-describedby={searchProblem ? `${searchId}-error` : undefined}
              />
              <button type="submit" className="btn btn-primary">
                {t.search}
              </button>
              {search && (
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => {
                    setTyped('');
                    setParam('q', '');
                  }}
                >
                  {t.clear}
                </button>
              )}
              {searchProblem && (
                <div id={`${searchId}-error`} className="invalid-feedback d-block w-100">
                  {searchProblem}
                </div>
              )}
            </form>
          )}
          {config.filter && (
            <div className="admin-filter">
              <label htmlFor={filterId} className="form-label mb-0">
                {config.filter.label}
              </label>
              <select
                id={filterId}
                className="form-select"
                value={filter}
                onChange={(event) => setParam('filter', event.target.value)}
              >
                <option value="">{t.all}</option>
                {filterOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}

      {list.items.length > 0 && (
        <ul className="admin-list list-unstyled mb-0" aria-label={config.title}>
          {list.items.map((doc) => (
            <Fragment key={doc.id}>{row(doc)}</Fragment>
          ))}
        </ul>
      )}
      {list.status === 'ready' && list.items.length === 0 && !searchProblem && (
        <div className="empty-state">
          <h2>
            {search || filter
              ? t.nothingMatches
              : t.noneYet({ records: config.title.toLowerCase() })}
          </h2>
          <p className="mb-0">
            {search || filter
              ? t.tryAnotherSearch
              : config.canCreate
                ? t.addTheFirst({ record: config.singular })
                : t.showHereAsTheyCome}
          </p>
        </div>
      )}
      <ListFooter list={list} moreLabel={t.moreRecords({ records: config.title.toLowerCase() })} />
    </>
  );
}
