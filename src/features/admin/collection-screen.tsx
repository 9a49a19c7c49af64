import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { StoredDoc } from '../../port/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProblemView } from '../../components/screen-status';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { collections } from '../../lib/models';
import { useDeleteRecord } from './api/admin-data';
import { AdminFrame } from './components/admin-frame';
import { ShopHoursCard, ShopHoursLine } from './components/shop-hours-panel';
import { ShopQrPanel } from './components/shop-qr-panel';
import {
  ChangeNotice,
  FieldList,
  SectionForm,
  SectionList,
  useSectionState,
} from './components/section-parts';
import { adminConfigFor, useAdminCollections } from './sections';
import type { CollectionConfig } from './config/types';
import { SpreadsheetPanel } from './csv/spreadsheet-panel';
import { comesBackIn } from './csv/spreadsheet';
import { adminHoursMessages, adminRecordMessages } from './messages';
import { OrdersScreen } from './orders-screen';
import { StaffScreen } from './staff-screen';
import TownBackupScreen from './backup/town-backup-screen';
import { townBackupType } from './backup/section';
import AdminListsScreen from './lists/lists-screen';
import { listsType } from './lists/section';
import { ErrorText } from '../../components/error-text';

/** A section of the catalogue or the town directory, a request list or the alerts: as its config describes. */
function CollectionManager({ config }: { config: CollectionConfig }) {
  const t = useMessages(adminRecordMessages);
  const { editing, notice, dismiss, edit, closeForm, changed, editSaved } = useSectionState(config);
  const words = useMessages(adminHoursMessages);
  const shops = config.collection === collections.shops;
  const [deleting, setDeleting] = useState<StoredDoc | null>(null);
  const remove = useDeleteRecord(config);

  const confirmDelete = () => {
    if (!deleting) return;
    const title = config.titleOf(deleting.data) || config.singular;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        changed(t.deleted({ title }));
      },
    });
  };

  if (editing) {
    return (
      <>
        <ChangeNotice notice={notice} onDismiss={dismiss} />
        <SectionForm
          key={editing.doc?.id ?? 'new'}
          config={config}
          editing={editing}
          onSaved={(message, saved) =>
            // A new shop opens again for its hours, which are set once it exists.
            shops && editing.mode === 'create' && saved
              ? editSaved(`${message} ${words.setHoursNow}`, saved)
              : changed(message)
          }
          onCancel={closeForm}
        />
        {shops &&
          (editing.doc ? (
            <ShopHoursCard config={config} doc={editing.doc} />
          ) : (
            <p className="text-body-secondary mt-3">{words.hoursOnceAdded}</p>
          ))}
      </>
    );
  }

  return (
    <>
      <SectionList
        config={config}
        onAdd={config.canCreate ? () => edit('create') : undefined}
        tools={
          <SpreadsheetPanel config={config} canImport={comesBackIn(config)} onImported={changed} />
        }
        notice={notice}
        onDismiss={dismiss}
        rowOf={(doc) => ({
          ...(config.canEdit && { onEdit: () => edit('edit', doc) }),
          ...(config.canDelete && {
            onDelete: () => {
              remove.reset();
              setDeleting(doc);
            },
          }),
          details: <FieldList config={config} doc={doc} />,
          ...(shops && {
            actions: (
              <>
                <ShopHoursLine doc={doc} />
                <ShopQrPanel config={config} doc={doc} />
              </>
            ),
          }),
        })}
      />

      {deleting && (
        <ConfirmDialog
          title={t.deleteThis({ record: config.singular })}
          confirmLabel={t.delete}
          cancelLabel={t.keepIt}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          <p className="mb-0">
            {t.removedForGood({ title: config.titleOf(deleting.data) || deleting.id })}
            {config.deleteWarning && ` ${config.deleteWarning}`}
          </p>
          <ErrorText of={remove} className="text-danger mt-2 mb-0" />
        </ConfirmDialog>
      )}
    </>
  );
}

/** The screen of a section: orders and staff have their own; every other section is its config's. */
function SectionScreen({ config }: { config: CollectionConfig }) {
  switch (config.collection) {
    case collections.orders:
      return <OrdersScreen config={config} />;
    case collections.vendor:
    case collections.delivery:
      return <StaffScreen config={config} kind={config.collection} />;
    default:
      return <CollectionManager config={config} />;
  }
}

/** /admin/{type}: the section `type` names, each starting afresh, or the town backup; unknown types are not found. */
export default function CollectionScreen() {
  const { type } = useParams();
  const config = adminConfigFor(type, useAdminCollections());
  if (type === townBackupType) return <TownBackupScreen />;
  if (type === listsType) return <AdminListsScreen />;
  return (
    <AdminFrame>
      {config ? <SectionScreen key={config.type} config={config} /> : <NotFound />}
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
