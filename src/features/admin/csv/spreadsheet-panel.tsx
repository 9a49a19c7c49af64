import { useId, useState } from 'react';
import { messageOf } from '../../../port/errors';
import { formatCount, locale, localDigits, useMessages } from '../../../lib/i18n';
import type { RecordToWrite } from '../../../data/write-in-batches';
import type { CollectionConfig } from '../config/types';
import { spreadsheetMessages } from './messages';
import {
  checkRowsGently,
  parseCsv,
  templateFor,
  toCsv,
  type ImportPlan,
  type RowProblem,
} from './spreadsheet';
import {
  exampleRecord,
  readWholeSection,
  refChoicesOf,
  saveCsv,
  useWriteRows,
} from './spreadsheet-data';
import { FileButton } from '../../../components/file-button';
import { oversize } from '../components/file-size';
import { AdminTable } from '../components/admin-table';
import { ErrorText } from '../../../components/error-text';

/** The rows shown before the admin adds a clean file. */
const PREVIEW_ROWS = 5;

/** Where an import stands: a file being read, its problems, or its records ready to add. */
type Checked =
  | { state: 'checking'; checked?: number; total?: number }
  | { state: 'unreadable'; message: string }
  | { state: 'problems'; file: string; rows: number; problems: RowProblem[] }
  | {
      state: 'clean';
      file: string;
      rows: number[];
      records: RecordToWrite[];
      /** The rows set against the records already here: new, changing one, or as it is. */
      plan: ImportPlan;
    };

/**
 * A section's spreadsheet: its template and its records to download, and a
 * CSV to import, checked whole before anything is written.
 */
export function SpreadsheetPanel({
  config,
  canImport,
  onImported,
}: {
  config: CollectionConfig;
  /** False for a list that is only taken out: bookings, requests, messages. */
  canImport: boolean;
  /** Says what was added, back on the list. */
  onImported: (message: string) => void;
}) {
  const t = useMessages(spreadsheetMessages);
  const headingId = useId();
  const [importing, setImporting] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (name: string, make: () => Promise<string>) => {
    setPreparing(true);
    setFailure(null);
    try {
      saveCsv(name, await make());
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPreparing(false);
    }
  };
  /** A file to download: its button, and the file it makes when tapped. */
  const downloads = (label: string, name: string, make: () => Promise<string>) => (
    <button
      type="button"
      className="btn btn-outline-primary"
      disabled={preparing}
      onClick={() => void download(name, make)}
    >
      {label}
    </button>
  );

  return (
    <section className="admin-spreadsheet" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t.spreadsheet}
      </h2>
      <div className="admin-spreadsheet-actions">
        {canImport && (
          <>
            <button
              type="button"
              className="btn btn-outline-primary"
              aria-expanded={importing}
              onClick={() => setImporting(!importing)}
            >
              {importing ? t.closeImport : t.importFromSpreadsheet}
            </button>
            {downloads(t.downloadTemplate, `${config.type}-template.csv`, async () =>
              templateFor(config, await exampleRecord(config)),
            )}
          </>
        )}
        {downloads(t.exportAsCsv, `${config.type}.csv`, async () =>
          toCsv(config, await readWholeSection(config)),
        )}
        {preparing && <span role="status">{t.preparing}</span>}
      </div>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      {importing && (
        <ImportFromFile
          config={config}
          onImported={(message) => {
            setImporting(false);
            onImported(message);
          }}
        />
      )}
    </section>
  );
}

function ImportFromFile({
  config,
  onImported,
}: {
  config: CollectionConfig;
  onImported: (message: string) => void;
}) {
  const t = useMessages(spreadsheetMessages);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [written, setWritten] = useState(0);
  const progressId = useId();
  const write = useWriteRows();
  const code = useMessages(locale);

  const check = async (file: File) => {
    write.reset();
    const tooBig = oversize(file, code);
    if (tooBig) return setChecked({ state: 'unreadable', message: t.tooBig(tooBig) });
    setChecked({ state: 'checking' });
    try {
      const [table, refChoices, stored] = await Promise.all([
        file.text().then(parseCsv),
        refChoicesOf(config),
        readWholeSection(config),
      ]);
      const result = await checkRowsGently(config, table, refChoices, stored, (done, total) =>
        setChecked({ state: 'checking', checked: done, total }),
      );
      if (result.problems) {
        setChecked({
          state: 'problems',
          file: file.name,
          rows: table.rows.length,
          problems: result.problems,
        });
        return;
      }
      setChecked({
        state: 'clean',
        file: file.name,
        rows: table.rows.map(({ row }) => row),
        records: result.records,
        plan: result.plan,
      });
    } catch (error) {
      setChecked({ state: 'unreadable', message: t.notRead({ problem: messageOf(error) }) });
    }
  };

  const add = (records: RecordToWrite[], updating: boolean) => {
    setWritten(0);
    write.mutate(
      { records, onProgress: (count) => setWritten(count) },
      {
        onSuccess: () => onImported(updating ? t.saved(records.length) : t.added(records.length)),
      },
    );
  };

  const chosen = checked !== null && checked.state !== 'checking';
  return (
    <div className="form-card admin-import">
      <p>{t.importHint({ record: config.singular })}</p>
      <div className="mb-3">
        <FileButton
          label={chosen ? t.chooseCorrectedFile : t.chooseFile}
          accept=".csv,text/csv"
          disabled={write.isPending}
          onFile={(file) => void check(file)}
        />
      </div>

      {checked?.state === 'checking' && (
        <p role="status">
          {checked.total
            ? t.checkingRows({
                checked: formatCount(checked.checked ?? 0, code),
                total: formatCount(checked.total, code),
              })
            : t.checking}
        </p>
      )}
      {checked?.state === 'unreadable' && (
        <p className="alert alert-danger" role="alert">
          {checked.message}
        </p>
      )}
      {checked?.state === 'problems' && (
        <>
          <div className="alert alert-danger" role="alert">
            <p className="mb-1">{t.rowsInFile(checked.rows, { file: checked.file })}</p>
            <p className="mb-1 fw-semibold">{t.problemsFound(checked.problems.length)}</p>
            <p className="mb-0">{t.fixAndChooseAgain}</p>
          </div>
          <ProblemTable problems={checked.problems} />
        </>
      )}
      {checked?.state === 'clean' && (
        <CleanFile
          config={config}
          checked={checked}
          written={written}
          write={write}
          progressId={progressId}
          onAdd={add}
        />
      )}
    </div>
  );
}

/** A file with every row right: what it adds and changes, the choice, and the writing. */
function CleanFile({
  config,
  checked,
  written,
  write,
  progressId,
  onAdd,
}: {
  config: CollectionConfig;
  checked: Extract<Checked, { state: 'clean' }>;
  written: number;
  write: ReturnType<typeof useWriteRows>;
  progressId: string;
  onAdd: (records: RecordToWrite[], updating: boolean) => void;
}) {
  const t = useMessages(spreadsheetMessages);
  const code = useMessages(locale);
  const choiceName = useId();
  const [updateExisting, setUpdateExisting] = useState(true);
  const { added, updated, unchanged } = checked.plan;
  const toWrite = updateExisting ? [...added, ...updated] : added;
  const count = (n: number) => formatCount(n, code);
  return (
    <>
      <p>{t.rowsInFile(checked.records.length, { file: checked.file })}</p>
      <p className="fw-semibold">
        {t.matchSummary({
          added: count(added.length),
          updated: count(updated.length),
          unchanged: count(unchanged.length),
        })}
      </p>
      {updated.length > 0 && (
        <fieldset className="mb-3">
          <legend className="fs-6 mb-1">{t.whatToDo}</legend>
          {(
            [
              [true, t.updateThem],
              [false, t.keepThem],
            ] as const
          ).map(([value, label]) => (
            <div className="form-check" key={String(value)}>
              <input
                id={`${choiceName}-${String(value)}`}
                type="radio"
                className="form-check-input"
                name={choiceName}
                checked={updateExisting === value}
                disabled={write.isPending || write.isSuccess}
                onChange={() => setUpdateExisting(value)}
              />
              <label className="form-check-label" htmlFor={`${choiceName}-${String(value)}`}>
                {label}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <p className="mb-1">{t.allRight}</p>
      <div className="table-responsive mb-3">
        <AdminTable
          caption={{ text: t.firstRowsCaption, hidden: true }}
          columns={[{ label: t.row }, { label: config.singular, capitalize: true }]}
          items={checked.records.slice(0, PREVIEW_ROWS)}
          keyOf={(record) => record.id}
          cellsOf={(record, index) => [
            localDigits(String(checked.rows[index] ?? ''), code),
            <>
              {config.titleOf(record.data)}
              <span className="d-block small text-body-secondary">
                {config.summaryOf?.(record.data) ?? ''}
              </span>
            </>,
          ]}
        />
      </div>
      {write.isPending || write.isSuccess ? (
        <div>
          <label className="d-block" htmlFor={progressId}>
            {t.writing}
          </label>
          <progress
            id={progressId}
            className="admin-import-progress"
            max={toWrite.length}
            value={written}
          />
          <p role="status">{t.wrote({ written, total: toWrite.length })}</p>
        </div>
      ) : toWrite.length === 0 ? (
        <p role="status">{t.nothingNew}</p>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={() => onAdd(toWrite, toWrite.length > added.length)}
        >
          {toWrite.length > added.length
            ? t.saveRecords(toWrite.length)
            : t.addRecords(toWrite.length)}
        </button>
      )}
      <ErrorText of={write} className="alert alert-danger mt-2" />
    </>
  );
}

function ProblemTable({ problems }: { problems: RowProblem[] }) {
  const t = useMessages(spreadsheetMessages);
  const code = useMessages(locale);
  return (
    <div className="table-responsive">
      <AdminTable
        caption={{ text: t.problemsCaption }}
        columns={[{ label: t.row }, { label: t.column }, { label: t.problem }]}
        items={problems}
        keyOf={(problem, index) => `${problem.row}-${problem.column}-${index}`}
        cellsOf={(problem) => [
          localDigits(String(problem.row), code),
          problem.column || t.wholeFile,
          <>
            {problem.message}
            {problem.value !== undefined && (
              <span className="d-block text-body-secondary text-break">
                {t.found({ value: problem.value })}
              </span>
            )}
          </>,
        ]}
      />
    </div>
  );
}
