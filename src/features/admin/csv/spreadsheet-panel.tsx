import { useId, useState } from 'react';
import { messageOf } from '../../../port/errors';
import { locale, localDigits, useMessages } from '../../../lib/i18n';
import type { RecordToWrite } from '../../../data/write-in-batches';
import type { CollectionConfig } from '../config/types';
import { spreadsheetMessages } from './messages';
import { checkRows, ID_COLUMN, parseCsv, templateFor, toCsv, type RowProblem } from './spreadsheet';
import {
  countStored,
  exampleRecord,
  readWholeSection,
  refChoicesOf,
  saveCsv,
  useWriteRows,
} from './spreadsheet-data';
import { FileButton } from '../../../components/file-button';
import { oversize } from '../components/file-size';

/** The rows shown before the admin adds a clean file. */
const PREVIEW_ROWS = 5;

/** Where an import stands: a file being read, its problems, or its records ready to add. */
type Checked =
  | { state: 'checking' }
  | { state: 'unreadable'; message: string }
  | { state: 'problems'; file: string; rows: number; problems: RowProblem[] }
  | {
      state: 'clean';
      file: string;
      rows: number[];
      records: RecordToWrite[];
      /** How many rows carry the id of a record already stored, which they replace. */
      replacing: number;
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

  const download = async (make: () => Promise<[string, string]>) => {
    setPreparing(true);
    setFailure(null);
    try {
      const [name, csv] = await make();
      saveCsv(name, csv);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPreparing(false);
    }
  };

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
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={preparing}
              onClick={() =>
                void download(async () => [
                  `${config.type}-template.csv`,
                  await templateFor(config, await exampleRecord(config)),
                ])
              }
            >
              {t.downloadTemplate}
            </button>
          </>
        )}
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={preparing}
          onClick={() =>
            void download(async () => [
              `${config.type}.csv`,
              await toCsv(config, await readWholeSection(config)),
            ])
          }
        >
          {t.exportAsCsv}
        </button>
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
      const [table, refChoices] = await Promise.all([
        file.text().then(parseCsv),
        refChoicesOf(config),
      ]);
      const result = checkRows(config, table, refChoices);
      if (result.problems) {
        setChecked({
          state: 'problems',
          file: file.name,
          rows: table.rows.length,
          problems: result.problems,
        });
        return;
      }
      // Only an id the file gives can be a stored record's; one made here is new.
      const idColumn = table.header.indexOf(ID_COLUMN);
      const givenIds = result.records
        .filter((_record, index) => idColumn !== -1 && table.rows[index]?.cells[idColumn]?.trim())
        .map((record) => record.id);
      setChecked({
        state: 'clean',
        file: file.name,
        rows: table.rows.map(({ row }) => row),
        records: result.records,
        replacing: await countStored(config, givenIds),
      });
    } catch (error) {
      setChecked({ state: 'unreadable', message: t.notRead({ problem: messageOf(error) }) });
    }
  };

  const add = (records: RecordToWrite[], replacing: number) => {
    setWritten(0);
    write.mutate(
      { records, onProgress: (count) => setWritten(count) },
      {
        onSuccess: () =>
          onImported(replacing > 0 ? t.saved(records.length) : t.added(records.length)),
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

      {checked?.state === 'checking' && <p role="status">{t.checking}</p>}
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
        <>
          <p>{t.rowsInFile(checked.records.length, { file: checked.file })}</p>
          {checked.replacing > 0 && <p>{t.replacing(checked.replacing)}</p>}
          <p className="mb-1">{t.allRight}</p>
          <div className="table-responsive mb-3">
            <table className="table table-sm admin-import-table">
              <caption className="visually-hidden">{t.firstRowsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.row}</th>
                  <th scope="col" className="text-capitalize">
                    {config.singular}
                  </th>
                </tr>
              </thead>
              <tbody>
                {checked.records.slice(0, PREVIEW_ROWS).map((record, index) => (
                  <tr key={record.id}>
                    <td>{localDigits(String(checked.rows[index] ?? ''), code)}</td>
                    <td>
                      {config.titleOf(record.data)}
                      <span className="d-block small text-body-secondary">
                        {config.summaryOf?.(record.data) ?? ''}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {write.isPending || write.isSuccess ? (
            <div>
              <label className="d-block" htmlFor={progressId}>
                {t.writing}
              </label>
              <progress
                id={progressId}
                className="admin-import-progress"
                max={checked.records.length}
                value={written}
              />
              <p role="status">{t.wrote({ written, total: checked.records.length })}</p>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-primary btn-lg"
              onClick={() => add(checked.records, checked.replacing)}
            >
              {checked.replacing > 0
                ? t.saveRecords(checked.records.length)
                : t.addRecords(checked.records.length)}
            </button>
          )}
          {write.isError && (
            <p className="alert alert-danger mt-2" role="alert">
              {messageOf(write.error)}
            </p>
          )}
        </>
      )}
    </div>
  );
}

function ProblemTable({ problems }: { problems: RowProblem[] }) {
  const t = useMessages(spreadsheetMessages);
  const code = useMessages(locale);
  return (
    <div className="table-responsive">
      <table className="table table-sm admin-import-table">
        <caption className="caption-top fw-semibold text-body">{t.problemsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.row}</th>
            <th scope="col">{t.column}</th>
            <th scope="col">{t.problem}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={`${problem.row}-${problem.column}-${index}`}>
              <td>{localDigits(String(problem.row), code)}</td>
              <td>{problem.column || t.wholeFile}</td>
              <td>
                {problem.message}
                {problem.value !== undefined && (
                  <span className="d-block text-body-secondary text-break">
                    {t.found({ value: problem.value })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
