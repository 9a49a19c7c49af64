import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../backend/errors';
import type { StoredDoc } from '../../backend/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListFooter } from '../../components/list-footer';
import { ProblemView } from '../../components/screen-status';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { listView, queryClient } from '../../components/query-client';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { deleteRecord, recordsQuery, refChoicesQuery } from './api/admin-data';
import { AdminFrame } from './components/admin-frame';
import { RecordForm } from './components/record-form';
import { adminConfigFor, useAdminCollections } from './config/collections';
import { defaultSummary, formatAny, formatValue } from './config/form-values';
import type { CollectionConfig, Option } from './config/types';
import { adminRecordMessages } from './messages';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; doc: StoredDoc };

/** Fields kept for machines (search words), never worth showing. */
const hiddenFields = new Set(['keywords', 'lastOrderId', 'browserTag', 'code', 'quantities']);

function StatusPill({ config, doc }: { config: CollectionConfig; doc: StoredDoc }) {
  const field = config.fields.find((candidate) => candidate.name === 'status');
  const value = doc.data['status'];
  if (!field || typeof value !== 'string') return null;
  return <span className={`status-pill ${value}`}>{formatValue(field, value)}</span>;
}

function PlainDetails({ config, doc }: { config: CollectionConfig; doc: StoredDoc }) {
  const known = new Set(config.fields.map((field) => field.name));
  const extra = Object.keys(doc.data)
    .filter((name) => !known.has(name) && !hiddenFields.has(name))
    .sort();
  return (
    <dl className="admin-fields admin-details">
      {config.fields
        .filter((field) => !field.transient)
        .map((field) => (
          <div key={field.name}>
            <dt>{field.label}</dt>
            <dd>{formatValue(field, doc.data[field.name])}</dd>
          </div>
        ))}
      {extra.map((name) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{formatAny(doc.data[name])}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecordRow({
  config,
  doc,
  onEdit,
  onDelete,
  onChanged,
}: {
  config: CollectionConfig;
  doc: StoredDoc;
  onEdit: () => void;
  onDelete: () => void;
  onChanged: (message: string) => void;
}) {
  const t = useMessages(adminRecordMessages);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const title = config.titleOf(doc.data) || doc.id;
  const summary = config.summaryOf?.(doc.data) ?? defaultSummary(config, doc.data);
  const { RowActions, Details } = config;
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
        {(config.canEdit || config.canDelete) && (
          <div className="admin-row-buttons">
            {config.canEdit && (
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={onEdit}
                aria-label={t.editNamed({ title })}
              >
                {t.edit}
              </button>
            )}
            {config.canDelete && (
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={onDelete}
                aria-label={t.deleteNamed({ title })}
              >
                {t.delete}
              </button>
            )}
          </div>
        )}
      </div>
      {RowActions && <RowActions config={config} doc={doc} onChanged={onChanged} />}
      <div id={detailsId} hidden={!open}>
        {open && (Details ? <Details doc={doc} /> : <PlainDetails config={config} doc={doc} />)}
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
  const { data: docs } = useQuery(
    {
      ...refChoicesQuery(ref ?? { collection: config.collection, labelField: 'name' }),
      enabled: ref !== undefined,
    },
    queryClient,
  );
  if (config.filter?.options) return { options: [...config.filter.options], known: true };
  if (!ref || !docs) return { options: [], known: false };
  return {
    options: docs.map((doc) => ({
      value: doc.id,
      label: String(doc.data[ref.labelField] ?? doc.id),
    })),
    known: true,
  };
}

/** Why the typed text cannot be searched, or null when it can (or nothing is typed). */
function searchProblemOf(config: CollectionConfig, text: string): string | null {
  if (!text || !config.search) return null;
  const plan = config.search.plan(text);
  return typeof plan === 'string' ? plan : null;
}

function CollectionManager({ config }: { config: CollectionConfig }) {
  const t = useMessages(adminRecordMessages);
  useDocumentTitle(t.documentTitle({ section: config.title }));
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
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [flash, setFlash] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StoredDoc | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const flashRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const filterId = useId();

  const list = listView(
    useInfiniteQuery(recordsQuery(config, { search, filter }, !searchProblem), queryClient),
  );

  useEffect(() => {
    if (flash) flashRef.current?.focus();
  }, [flash]);

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

  const changed = (message: string) => {
    setMode({ kind: 'list' });
    setFlash(message);
    // Every list that may show the record reads again (this section's, and the town's).
    void queryClient.invalidateQueries();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const title = config.titleOf(deleting.data) || config.singular;
    try {
      await deleteRecord(config, deleting.id);
      setDeleting(null);
      changed(t.deleted({ title }));
    } catch (error) {
      setDeleteError(messageOf(error));
    }
  };

  if (mode.kind !== 'list') {
    return (
      <>
        <h1 className="page-title">{config.title}</h1>
        <RecordForm
          config={config}
          mode={mode.kind}
          doc={mode.kind === 'edit' ? mode.doc : null}
          onSaved={changed}
          onCancel={() => setMode({ kind: 'list' })}
        />
      </>
    );
  }

  return (
    <>
      <div className="admin-title-row">
        <div>
          <h1 className="page-title">{config.title}</h1>
          <p className="page-lead mb-2">{config.description}</p>
        </div>
        {config.canCreate && (
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={() => {
              setFlash(null);
              setMode({ kind: 'create' });
              window.scrollTo(0, 0);
            }}
          >
            {t.addRecord({ record: config.singular })}
          </button>
        )}
      </div>

      {flash && (
        <div
          ref={flashRef}
          tabIndex={-1}
          className="alert alert-success d-flex align-items-center gap-2"
          role="status"
        >
          <span className="flex-grow-1">{flash}</span>
          <button
            type="button"
            className="btn-close"
            aria-label={t.dismiss}
            onClick={() => setFlash(null)}
          />
        </div>
      )}

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
            <RecordRow
              key={doc.id}
              config={config}
              doc={doc}
              onEdit={() => {
                setFlash(null);
                setMode({ kind: 'edit', doc });
                window.scrollTo(0, 0);
              }}
              onDelete={() => {
                setDeleteError(null);
                setDeleting(doc);
              }}
              onChanged={changed}
            />
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

      {deleting && (
        <ConfirmDialog
          title={t.deleteThis({ record: config.singular })}
          confirmLabel={t.delete}
          cancelLabel={t.keepIt}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p className="mb-0">
            {t.removedForGood({ title: config.titleOf(deleting.data) || deleting.id })}
            {config.deleteWarning && ` ${config.deleteWarning}`}
          </p>
          {deleteError && (
            <p className="text-danger mt-2 mb-0" role="alert">
              {deleteError}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

/** /admin/{type}: the one management screen, configured per collection; unknown types are not found. */
export default function CollectionScreen() {
  const { type } = useParams();
  const config = adminConfigFor(type, useAdminCollections());
  if (!config) {
    return (
      <AdminFrame>
        <NotFound />
      </AdminFrame>
    );
  }
  return (
    <AdminFrame>
      <CollectionManager key={config.type} config={config} />
    </AdminFrame>
  );
}

function NotFound() {
  const t = useMessages(adminRecordMessages);
  useDocumentTitle(t.notFoundTitle);
  return (
    <ProblemView
      title={t.noSuchSection}
      action={
        <Link to={paths.admin.href()} className="btn btn-primary">
          {t.goToDashboard}
        </Link>
      }
    >
      <p className="mb-0">{t.pickASection}</p>
    </ProblemView>
  );
}
