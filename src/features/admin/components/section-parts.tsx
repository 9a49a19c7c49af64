import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { DocData, StoredDoc } from '../../../port/types';
import { queryClient } from '../../../data/query-client';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMessages } from '../../../lib/i18n';
import { refChoicesQuery } from '../api/admin-data';
import type { CollectionConfig, FieldSpec, FormMode, FormValues, RefSpec } from '../config/types';
import { formatAny, formatValue, refLabel } from '../config/format';
import { fieldValue } from '../config/form-values';
import { adminRecordMessages } from '../messages';
import { RecordForm } from './record-form';
import { RecordList, RecordRow } from './record-list';

/** A section's heading: its title, what it holds and, where records are made here, the add button. */
export function SectionHeading({
  config,
  onAdd,
}: {
  config: CollectionConfig;
  onAdd?: () => void;
}) {
  const t = useMessages(adminRecordMessages);
  return (
    <div className="admin-title-row">
      <div>
        <h1 className="page-title">{config.title}</h1>
        <p className="page-lead mb-2">{config.description}</p>
      </div>
      {onAdd && (
        <button type="button" className="btn btn-primary btn-lg" onClick={onAdd}>
          {t.addRecord({ record: config.singular })}
        </button>
      )}
    </div>
  );
}

/** What a section screen adds to a record's line: its buttons, actions and details. */
export type RowParts = Omit<ComponentProps<typeof RecordRow>, 'config' | 'doc'>;

/**
 * A section screen's list: its heading (with Add where records are made
 * here), its `tools` (a spreadsheet, the order a link named), what last
 * changed, what comes above the list, and a line for each record.
 */
export function SectionList({
  config,
  onAdd,
  tools,
  notice,
  onDismiss,
  aboveList,
  rowOf,
}: {
  config: CollectionConfig;
  onAdd?: (() => void) | undefined;
  tools?: ReactNode;
  notice: string | null;
  onDismiss: () => void;
  aboveList?: ReactNode;
  rowOf: (doc: StoredDoc) => RowParts;
}) {
  return (
    <>
      <SectionHeading config={config} {...(onAdd && { onAdd })} />
      {tools}
      <ChangeNotice notice={notice} onDismiss={onDismiss} />
      {aboveList}
      <RecordList
        config={config}
        row={(doc) => <RecordRow config={config} doc={doc} {...rowOf(doc)} />}
      />
    </>
  );
}

/** The record a section's form is open on: a new one (`doc` null) or one being edited. */
export interface Editing {
  mode: FormMode;
  doc: StoredDoc | null;
}

/**
 * What a section screen holds between its parts: the form it has open, and
 * the sentence saying what last changed; and the tab's title, the section's.
 */
export function useSectionState(config: CollectionConfig) {
  const t = useMessages(adminRecordMessages);
  useDocumentTitle(t.documentTitle({ section: config.title }));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    editing,
    notice,
    dismiss: () => setNotice(null),
    /** Opens the form, at the top of the page, where it is drawn. */
    edit: (mode: FormMode, doc: StoredDoc | null = null) => {
      setNotice(null);
      setEditing({ mode, doc });
      window.scrollTo(0, 0);
    },
    closeForm: () => setEditing(null),
    /** Says what changed, back on the list (the change's mutation has the lists read again). */
    changed: (message: string) => {
      setEditing(null);
      setNotice(message);
    },
    /** Says what changed and keeps the record's form open, on the record as saved (a new shop's hours come next). */
    editSaved: (message: string, doc: StoredDoc) => {
      setEditing({ mode: 'edit', doc });
      setNotice(message);
    },
  };
}

/** The section's create or edit form, in place of its list. */
export function SectionForm({
  config,
  editing,
  create,
  onSaved,
  onCancel,
}: {
  config: CollectionConfig;
  editing: Editing;
  create?: (data: DocData, values: FormValues) => Promise<void>;
  onSaved: (message: string, saved: StoredDoc | null) => void;
  onCancel: () => void;
}) {
  return (
    <>
      <h1 className="page-title">{config.title}</h1>
      <RecordForm
        config={config}
        mode={editing.mode}
        doc={editing.doc}
        {...(create && { create })}
        onSaved={onSaved}
        onCancel={onCancel}
      />
    </>
  );
}

/** What last changed, focused when it appears so a screen reader says it. */
export function ChangeNotice({
  notice,
  onDismiss,
}: {
  notice: string | null;
  onDismiss: () => void;
}) {
  const t = useMessages(adminRecordMessages);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) box.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="alert alert-success d-flex align-items-center gap-2"
      role="status"
    >
      <span className="flex-grow-1">{notice}</span>
      <button type="button" className="btn-close" aria-label={t.dismiss} onClick={onDismiss} />
    </div>
  );
}

/** The record a field points to, by its label (a vendor's shop by its name); its id until the choices load. */
function RefValue({ field, target, doc }: { field: FieldSpec; target: RefSpec; doc: StoredDoc }) {
  const choices = useQuery(refChoicesQuery(target), queryClient);
  const id = fieldValue(doc.data, field);
  const chosen = choices.data?.find((choice) => choice.id === id);
  return chosen ? refLabel(chosen, target) : formatValue(field, id);
}

/**
 * Fields kept for machines (search words), never worth showing, and those
 * shown in words elsewhere: a shop's hours and its vendor's pause are said on
 * its row (components/shop-hours-panel), never as their stored shape.
 */
const hiddenFields = new Set([
  'keywords',
  'lastOrderId',
  'browserTag',
  'code',
  'quantities',
  'hours',
  'openingHours',
  'closedUntil',
  'openUntil',
]);

/** A record's fields as its section names them, then any others it holds, by name. */
export function FieldList({ config, doc }: { config: CollectionConfig; doc: StoredDoc }) {
  const known = new Set(config.fields.map((field) => field.name));
  const extra = Object.keys(doc.data)
    .filter((name) => !known.has(name) && !hiddenFields.has(name))
    .sort();
  const shown = config.fields.filter((field) => !field.transient);
  return (
    <dl className="admin-fields admin-details">
      {shown.map((field) => (
        <div key={field.name}>
          <dt>{field.label}</dt>
          <dd>
            {field.ref ? (
              <RefValue field={field} target={field.ref} doc={doc} />
            ) : (
              formatValue(field, fieldValue(doc.data, field))
            )}
          </dd>
        </div>
      ))}
      {extra.map((name) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{formatAny(fieldValue(doc.data, { name }))}</dd>
        </div>
      ))}
    </dl>
  );
}
