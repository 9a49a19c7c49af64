import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatCount, locale, useMessages } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/local-date';
import { collections } from '../../../lib/models';
import { readTownFile } from '../../../lib/town-file-format';
import { townFileMessages } from '../../../lib/town-backup/messages';
import { problemSentence, refusalSentence } from '../../../lib/town-backup/sentences';
import { messageOf } from '../../../port/errors';
import {
  previewRestore,
  useExportTown,
  useRestoreTown,
  type AccountInFile,
  type RestorePreview,
} from '../api/town-backup';
import { AdminFrame } from '../components/admin-frame';
import { useAdminCollections } from '../sections';
import { townBackupMessages } from './messages';
import { FileButton } from '../../../components/file-button';
import { oversize } from '../components/file-size';
import { AdminTable } from '../components/admin-table';
import { ErrorText } from '../../../components/error-text';
import { TitledSection } from '../../../components/titled-section';

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
    <TitledSection look="section" className="mt-4" title={t.exportHeading}>
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
      <ErrorText of={exporting} className="text-danger mt-2" />
    </TitledSection>
  );
}

type FileState =
  | { status: 'none' }
  | { status: 'reading' }
  | { status: 'refused'; sentence: string }
  | { status: 'read'; preview: RestorePreview };

/** What a file does to each staff account it holds, in the reader's words. */
function AccountList({ accounts }: { accounts: readonly AccountInFile[] }) {
  const t = useMessages(townBackupMessages);
  const roles: Record<string, string> = {
    [collections.admins]: t.roleAdmin,
    [collections.vendor]: t.roleVendor,
    [collections.delivery]: t.roleDelivery,
  };
  const changes = {
    new: t.accountNew,
    changed: t.accountChanged,
    same: t.accountSame,
    notRestored: t.accountNotRestored,
  };
  const staff = accounts.filter((account) => account.change !== 'notRestored');
  const admins = accounts.filter((account) => account.change === 'notRestored');
  const item = (account: AccountInFile) => (
    <li key={`${account.collection}/${account.id}`} className="mb-1">
      <span className="fw-semibold">{account.name || account.id}</span>{' '}
      <span className="text-body-secondary">
        ({roles[account.collection] ?? account.collection}
        {account.contact && (
          <>
            {' · '}
            <span translate="no">{account.contact}</span>
          </>
        )}
        )
      </span>
      {': '}
      {changes[account.change]}
    </li>
  );
  return (
    <section className="mb-3" aria-labelledby="town-restore-accounts">
      <h3 id="town-restore-accounts" className="h6">
        {t.accountsHeading}
      </h3>
      {staff.length > 0 && (
        <>
          <p className="mb-1">{t.accountsLead}</p>
          <ul className="mb-2">{staff.map(item)}</ul>
        </>
      )}
      {admins.length > 0 && (
        <>
          <p className="mb-1">{t.adminsNotRestored}</p>
          <ul className="mb-2">{admins.map(item)}</ul>
        </>
      )}
    </section>
  );
}

function RestorePlan({ preview }: { preview: RestorePreview }) {
  const t = useMessages(townBackupMessages);
  const fileWords = useMessages(townFileMessages);
  const count = useCount();
  const collectionName = useCollectionName();
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<{ written: number; total: number } | null>(null);
  const restore = useRestoreTown((written, total) => setProgress({ written, total }));
  const { reading, townIsEmpty, accounts, serverProblems, total } = preview;
  const problems = [...reading.problems, ...serverProblems];

  return (
    <>
      <p className="mt-3 mb-1">
        {t.inFile({ when: formatDateTime(reading.exportedAt, { year: true }) })}
      </p>
      <AdminTable
        className="table table-sm w-auto"
        columns={[{ label: t.list }, { label: t.records, end: true }]}
        items={reading.counts}
        keyOf={(entry) => entry.collection}
        cellsOf={(entry) => [collectionName(entry.collection), count(entry.count)]}
      />

      {problems.length > 0 && (
        <div role="alert" className="alert alert-warning">
          <h3 className="h6">{t.problemsHeading}</h3>
          <ul className="mb-2">
            {problems.map((problem, index) => (
              <li key={index}>{problemSentence(fileWords, problem, collectionName)}</li>
            ))}
          </ul>
          <p className="mb-0">{t.fixProblems}</p>
        </div>
      )}
      {accounts.length > 0 && <AccountList accounts={accounts} />}

      {problems.length === 0 && total === 0 && <p>{t.nothingToRestore}</p>}
      {problems.length === 0 && total > 0 && !restore.isSuccess && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={restore.isPending}
          onClick={() => setConfirming(true)}
        >
          {t.restoreButton(total, { n: count(total) })}
        </button>
      )}
      <div role="status" className="mt-2">
        {restore.isSuccess
          ? t.restored({ count: count(total) })
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
            setProgress({ written: 0, total });
            restore.mutate(preview);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p className="mb-0">
            {townIsEmpty
              ? t.confirmEmpty({ count: count(total) })
              : t.confirmOverwrite({ count: count(total) })}
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
    <TitledSection look="section" className="mt-5" title={t.restoreHeading}>
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
    </TitledSection>
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
