import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatCount, locale, useMessages } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/local-date';
import { readTownFile } from '../../../lib/town-file';
import { townFileMessages } from '../../../lib/town-backup/messages';
import { problemSentence, refusalSentence } from '../../../lib/town-backup/sentences';
import { messageOf } from '../../../port/errors';
import {
  previewRestore,
  useExportTown,
  useRestoreTown,
  type RestorePreview,
} from '../api/town-backup';
import { AdminFrame } from '../components/admin-frame';
import { useAdminCollections } from '../config/collections';
import { townBackupMessages } from './messages';
import { FileButton } from '../../../components/file-button';
import { oversize } from '../components/file-size';

/**
 * The commands that take out and bring back what only the server reads and
 * writes (functions/src/town-command.ts): typed as they are, in any language.
 */
const exportCommand = 'npm run town -- export FILE --orders';
const importCommand = 'npm run town -- import FILE';

/** A command to type, never translated. */
function Command({ children }: { children: string }) {
  return (
    <code translate="no" className="d-block my-1 text-body">
      {children}
    </code>
  );
}

/** A count as the reader writes it: "1,250", "১,২৫০". */
function useCount(): (count: number) => string {
  const code = useMessages(locale);
  return (count) => formatCount(count, code);
}

/** The lists a backup holds that no admin section names. */
const ownWords = [
  'config',
  'admins',
  'riderCash',
  'cashLedger',
  'openOrders',
  'references',
  'phoneActivity',
] as const;
const hasOwnWord = (collection: string): collection is (typeof ownWords)[number] =>
  (ownWords as readonly string[]).includes(collection);

/** A collection by the name its admin section goes by. */
function useCollectionName(): (collection: string) => string {
  const t = useMessages(townBackupMessages);
  const sections = useAdminCollections();
  return (collection) =>
    hasOwnWord(collection)
      ? t[collection]
      : (sections.find((config) => config.collection === collection)?.title ?? collection);
}

function ExportPanel() {
  const t = useMessages(townBackupMessages);
  const count = useCount();
  const [includeOrders, setIncludeOrders] = useState(false);
  const exporting = useExportTown();
  const hintId = useId();

  return (
    <section className="mt-4" aria-labelledby="town-export">
      <h2 id="town-export" className="section-title">
        {t.exportHeading}
      </h2>
      <p>{t.exportLead}</p>
      <p className="form-text">{t.noPasswords}</p>
      <div className="form-check mb-3">
        <input
          id="town-export-orders"
          type="checkbox"
          className="form-check-input"
          checked={includeOrders}
          aria-describedby={hintId}
          onChange={(event) => setIncludeOrders(event.target.checked)}
        />
        <label className="form-check-label" htmlFor="town-export-orders">
          {t.includeOrders}
        </label>
        <div id={hintId} className="form-text">
          {t.includeOrdersHint}
          <Command>{exportCommand}</Command>
        </div>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate(includeOrders)}
      >
        {exporting.isPending ? t.exporting : t.exportButton}
      </button>
      <div role="status" className="mt-2">
        {exporting.data &&
          t.exported({ count: count(exporting.data.count), file: exporting.data.fileName })}
      </div>
      {exporting.isError && (
        <p role="alert" className="text-danger mt-2">
          {messageOf(exporting.error)}
        </p>
      )}
    </section>
  );
}

type FileState =
  | { status: 'none' }
  | { status: 'reading' }
  | { status: 'refused'; sentence: string }
  | { status: 'read'; preview: RestorePreview };

function RestorePlan({ preview }: { preview: RestorePreview }) {
  const t = useMessages(townBackupMessages);
  const fileWords = useMessages(townFileMessages);
  const count = useCount();
  const collectionName = useCollectionName();
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<{ written: number; total: number } | null>(null);
  const restore = useRestoreTown((written, total) => setProgress({ written, total }));
  const { reading, plan, townIsEmpty } = preview;
  const leftOut = plan.leftOut.reduce((sum, entry) => sum + entry.count, 0);
  const writable = plan.writable.length;

  return (
    <>
      <p className="mt-3 mb-1">
        {t.inFile({ when: formatDateTime(reading.exportedAt, { year: true }) })}
      </p>
      <table className="table table-sm w-auto">
        <thead>
          <tr>
            <th scope="col">{t.list}</th>
            <th scope="col" className="text-end">
              {t.records}
            </th>
          </tr>
        </thead>
        <tbody>
          {reading.counts.map((entry) => (
            <tr key={entry.collection}>
              <td>{collectionName(entry.collection)}</td>
              <td className="text-end">{count(entry.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {reading.problems.length > 0 && (
        <div role="alert" className="alert alert-warning">
          <h3 className="h6">{t.problemsHeading}</h3>
          <ul className="mb-2">
            {reading.problems.map((problem, index) => (
              <li key={index}>{problemSentence(fileWords, problem, collectionName)}</li>
            ))}
          </ul>
          <p className="mb-0">{t.fixProblems}</p>
        </div>
      )}
      {leftOut > 0 && (
        <div className="mb-3">
          {t.leftOut(leftOut, { n: count(leftOut) })}
          <Command>{importCommand}</Command>
        </div>
      )}

      {reading.problems.length === 0 && writable === 0 && <p>{t.nothingToRestore}</p>}
      {reading.problems.length === 0 && writable > 0 && !restore.isSuccess && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={restore.isPending}
          onClick={() => setConfirming(true)}
        >
          {t.restoreButton(writable, { n: count(writable) })}
        </button>
      )}
      <div role="status" className="mt-2">
        {restore.isSuccess
          ? t.restored({ count: count(writable) })
          : progress &&
            t.progress({ written: count(progress.written), total: count(progress.total) })}
      </div>
      {restore.isError && (
        <p role="alert" className="text-danger mt-2">
          {t.failed({ problem: messageOf(restore.error) })}
        </p>
      )}

      {confirming && (
        <ConfirmDialog
          title={t.confirmTitle}
          confirmLabel={t.confirm}
          cancelLabel={t.cancel}
          onConfirm={() => {
            setConfirming(false);
            setProgress({ written: 0, total: writable });
            restore.mutate(preview);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p className="mb-0">
            {townIsEmpty
              ? t.confirmEmpty({ count: count(writable) })
              : t.confirmOverwrite({ count: count(writable) })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

function RestorePanel() {
  const t = useMessages(townBackupMessages);
  const fileWords = useMessages(townFileMessages);
  const code = useMessages(locale);
  const [state, setState] = useState<FileState>({ status: 'none' });
  // A new file starts its plan afresh.
  const [chosen, setChosen] = useState(0);

  const choose = async (file: File | undefined) => {
    setChosen((times) => times + 1);
    if (!file) return setState({ status: 'none' });
    const tooBig = oversize(file, code);
    if (tooBig) return setState({ status: 'refused', sentence: t.tooBig(tooBig) });
    setState({ status: 'reading' });
    try {
      const reading = readTownFile(await file.text());
      setState(
        reading.ok
          ? { status: 'read', preview: await previewRestore(reading) }
          : { status: 'refused', sentence: refusalSentence(fileWords, reading.refusal) },
      );
    } catch (error) {
      setState({ status: 'refused', sentence: messageOf(error) });
    }
  };

  return (
    <section className="mt-5" aria-labelledby="town-restore">
      <h2 id="town-restore" className="section-title">
        {t.restoreHeading}
      </h2>
      <p>{t.restoreLead}</p>
      <FileButton
        label={t.chooseFile}
        accept=".json,application/json"
        onFile={(file) => void choose(file)}
      />
      {state.status === 'reading' && <p className="text-body-secondary mt-2">{t.reading}</p>}
      {state.status === 'refused' && (
        <p role="alert" className="text-danger mt-2">
          {state.sentence}
        </p>
      )}
      {state.status === 'read' && <RestorePlan key={chosen} preview={state.preview} />}
    </section>
  );
}

/** /admin/backup: the whole town out as one JSON file, and back in from one. */
export default function TownBackupScreen() {
  const t = useMessages(townBackupMessages);
  useDocumentTitle(t.title);
  return (
    <AdminFrame>
      <h1 className="h3">{t.title}</h1>
      <p className="text-body-secondary">{t.lead}</p>
      <ExportPanel />
      <RestorePanel />
    </AdminFrame>
  );
}
