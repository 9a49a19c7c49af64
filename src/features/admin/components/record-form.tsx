import { useId } from 'react';
import { messageOf } from '../../../port/errors';
import { useQuery } from '@tanstack/react-query';
import type { DocData, StoredDoc } from '../../../port/types';
import { FormFailure, useForm } from '../../../components/form';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { commonMessages } from '../../../components/messages';
import { localNameItem, RefChecklist } from '../../../widgets/ref-checklist/ref-checklist';
import { queryClient } from '../../../data/query-client';
import { usePasswordPolicy } from '../../../data/staff-session';
import { useMessages } from '../../../lib/i18n';
import { refChoicesQuery, useSaveRecord } from '../api/admin-data';
import {
  formFields,
  initialValues,
  isEditable,
  listItems,
  toDocData,
  fieldValue,
} from '../config/form-values';
import { formatValue, refLabel, refNames } from '../config/format';
import { checkRecord } from '../config/record-check';
import type {
  CollectionConfig,
  FieldSpec,
  FormMode,
  FormValue,
  FormValues,
  RefDocs,
} from '../config/types';
import { adminRecordMessages } from '../messages';

/**
 * The choices of every `ref` and `refs` field of the config (a product's
 * shop, the neighbourhoods a shop delivers to): one list, as a section's
 * reference fields all choose from one (config.test.ts).
 */
function useRefChoices(fields: readonly FieldSpec[]) {
  const refFields = fields.filter((field) => field.kind === 'ref' || field.kind === 'refs');
  const target = refFields[0]?.ref;
  const answer = useQuery(refChoicesQuery(target), queryClient);
  const choices: Record<string, StoredDoc[]> = {};
  if (answer.data) for (const field of refFields) choices[field.name] = answer.data;
  return { choices, error: answer.isError ? messageOf(answer.error) : null };
}

function FieldInput({
  field,
  value,
  error,
  choices,
  english,
  onChange,
}: {
  field: FieldSpec;
  value: FormValue;
  error: string | undefined;
  choices: StoredDoc[] | undefined;
  /** A Bengali or Hindi form's English text, shown in it while it is empty. */
  english?: string;
  onChange: (value: FormValue) => void;
}) {
  const t = useMessages(adminRecordMessages);
  const shared = useMessages(commonMessages);
  const checkboxId = useId();
  const text = typeof value === 'string' ? value : '';
  const hint = field.note?.(value) ?? field.hint;
  const common = {
    label: field.required ? field.label : t.optionalField({ label: field.label }),
    name: field.name,
    error,
    ...(hint && { hint }),
    ...(field.translates && {
      lang: field.translates.language,
      ...(english?.trim() && { placeholder: t.shownWhenEmpty({ text: english.trim() }) }),
    }),
  };
  const onText = (event: { target: { value: string } }) => onChange(event.target.value);

  switch (field.kind) {
    case 'boolean':
      return (
        <div className="form-check roomy-check mb-3">
          <input
            id={checkboxId}
            className="form-check-input"
            type="checkbox"
            name={field.name}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={checkboxId}>
            {field.label}
          </label>
        </div>
      );
    case 'textarea':
      return <TextAreaField {...common} rows={3} value={text} onChange={onText} />;
    case 'select':
      return (
        <SelectField {...common} value={text} onChange={onText}>
          <option value="">{t.choose}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    case 'ref':
      return (
        <SelectField {...common} value={text} onChange={onText} disabled={!choices}>
          <option value="">{choices ? t.choose : shared.loading}</option>
          {choices?.map((doc) => (
            <option key={doc.id} value={doc.id}>
              {refLabel(doc, field.ref)}
            </option>
          ))}
          {choices && text && !choices.some((doc) => doc.id === text) && (
            <option value={text}>{text}</option>
          )}
        </SelectField>
      );
    case 'refs':
      return (
        <RefChecklist
          label={common.label}
          hint={hint}
          noneTicked={field.noneTicked ?? ''}
          items={choices?.map((doc) => localNameItem({ ...refNames(doc, field.ref), id: doc.id }))}
          chosen={listItems(text)}
          onChange={(ids) => onChange(ids.join(', '))}
          error={error}
        />
      );
    default: {
      const input: Record<string, unknown> = { type: 'text' };
      if (field.kind === 'integer') input['inputMode'] = 'numeric';
      if (field.kind === 'number' || field.kind === 'money') input['inputMode'] = 'decimal';
      if (field.kind === 'mobile' || field.kind === 'tel') {
        Object.assign(input, { type: 'tel', inputMode: 'tel', autoComplete: 'off' });
      }
      if (field.kind === 'email') Object.assign(input, { type: 'email', inputMode: 'email' });
      if (field.kind === 'url') input['inputMode'] = 'url';
      if (field.kind === 'date') input['type'] = 'date';
      if (field.kind === 'time') input['type'] = 'time';
      if (field.kind === 'datetime') input['type'] = 'datetime-local';
      if (field.kind === 'password') {
        Object.assign(input, { type: 'password', autoComplete: 'new-password' });
      }
      return <TextField {...common} {...input} value={text} onChange={onText} />;
    }
  }
}

const textOf = (value: FormValue | undefined) => (typeof value === 'string' ? value : '');

/**
 * The one create / edit form of the admin screens, built from the config's
 * fields: each checked with a sentence under it before anything is saved.
 * Fields the admin may not change here are shown above the form as text.
 */
export function RecordForm({
  config,
  mode,
  doc,
  create,
  onSaved,
  onCancel,
}: {
  config: CollectionConfig;
  mode: FormMode;
  doc: StoredDoc | null;
  /** Makes a new record some other way than writing its document (a staff account, by the server). */
  create?: (data: DocData, values: FormValues) => Promise<void>;
  /** Said once saved: what changed, and the record as written (null when `create` made it). */
  onSaved: (message: string, saved: StoredDoc | null) => void;
  onCancel: () => void;
}) {
  const t = useMessages(adminRecordMessages);
  const fields = formFields(config, mode);
  const editable = fields.filter((field) => isEditable(field, mode));
  const fixed = fields.filter((field) => !isEditable(field, mode));
  const { choices, error: choicesError } = useRefChoices(editable);
  const policy = usePasswordPolicy(editable.some((field) => field.kind === 'password'));
  const headingId = useId();
  const save = useSaveRecord(config);
  /** The records the `ref` fields chose, which a save reads (a product's shop for its name). */
  const refsOf = (values: FormValues) => {
    const refs: RefDocs = {};
    for (const field of editable) {
      if (field.kind !== 'ref') continue;
      refs[field.name] = choices[field.name]?.find((choice) => choice.id === values[field.name]);
    }
    return refs;
  };
  // A staff member's account is made by the server, which completes the record; an edit merges into it.
  const check = (values: FormValues) =>
    checkRecord(config, values, mode, {
      policy,
      refs: refsOf(values),
      whole: mode === 'create' && !create,
    });
  const form = useForm<FormValues>({
    initial: () => initialValues(config, doc?.data ?? null),
    validate: (values) => check(values).errors,
    // A new staff account is made by `create`, whose pending state the form keeps itself.
    ...(!(mode === 'create' && create) && { mutation: save }),
    send: async (values) => {
      const { unshown } = check(values);
      if (unshown) return unshown;
      const data = toDocData(config, values, mode);
      const refs = refsOf(values);
      let saved: StoredDoc | null = null;
      try {
        if (mode === 'create' && create) await create(data, values);
        else saved = await save.mutateAsync({ mode, id: doc?.id ?? null, data, refs });
      } catch (error) {
        const field = config.fieldOfFailure?.(error);
        if (field) return { [field]: messageOf(error) };
        throw error;
      }
      const title = config.titleOf({ ...(doc?.data ?? {}), ...data }) || config.singular;
      onSaved(mode === 'create' ? t.added({ title }) : t.saved({ title }), saved);
    },
  });

  const title =
    mode === 'create'
      ? t.newRecord({ record: config.singular })
      : t.editNamed({ title: config.titleOf(doc?.data ?? {}) || config.singular });

  return (
    <section className="form-card admin-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 fw-bold mb-3">
        {title}
      </h2>
      {fixed.length > 0 && doc && (
        <dl className="admin-fields mb-3">
          {fixed.map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>{formatValue(field, fieldValue(doc.data, field))}</dd>
            </div>
          ))}
        </dl>
      )}
      <form onSubmit={form.onSubmit} noValidate>
        <FormFailure message={form.failure} detailsKept={false} />
        {choicesError && (
          <div className="alert alert-warning" role="alert">
            {choicesError}
          </div>
        )}
        <div className="admin-form-grid">
          {editable
            .filter((field) => !field.translates)
            .map((field) => {
              const input = (shown: FieldSpec) => (
                <FieldInput
                  key={shown.name}
                  field={shown}
                  value={form.values[shown.name] ?? ''}
                  error={form.errors[shown.name]}
                  choices={choices[shown.name]}
                  english={textOf(form.values[field.name])}
                  onChange={(value) => form.setField(shown.name, value)}
                />
              );
              const translations = editable.filter(
                (other) => other.translates?.field === field.name,
              );
              // A text and its Bengali and Hindi forms side by side: one row on a desktop, stacked on a phone.
              return translations.length > 0 ? (
                <div key={field.name} className="admin-form-wide admin-translated">
                  {input(field)}
                  {translations.map(input)}
                </div>
              ) : (
                <div
                  key={field.name}
                  className={
                    field.kind === 'textarea' || field.kind === 'refs'
                      ? 'admin-form-wide'
                      : undefined
                  }
                >
                  {input(field)}
                </div>
              );
            })}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary btn-lg" disabled={form.sending}>
            {form.sending
              ? t.saving
              : mode === 'create'
                ? t.addRecord({ record: config.singular })
                : t.saveChanges}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-lg"
            onClick={onCancel}
            disabled={form.sending}
          >
            {t.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
