import { useState } from 'react';
import { ErrorText } from '../../../components/error-text';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../lib/i18n';
import { useUpdateFields } from '../api/admin-data';
import type { StaffKind, StoredDoc } from '../../../port/types';
import { modelOf } from '../../../data/docs';
import { collections } from '../../../lib/models';
import type { CollectionConfig } from '../config/types';
import { adminStaffMessages } from '../messages';
import { LineButton } from './record-list';

/**
 * Deactivate or reactivate a vendor or delivery person. A deactivated person
 * can no longer sign in or see any order; their account and history stay.
 */
export function StaffActions({
  config,
  kind,
  doc,
  onChanged,
}: {
  config: CollectionConfig;
  kind: StaffKind;
  doc: StoredDoc;
  /** Says what was done; the screen shows it and reads its lists again. */
  onChanged: (message: string) => void;
}) {
  const t = useMessages(adminStaffMessages);
  const person = modelOf(collections[kind], doc);
  const active = person.active === true;
  const name = person.name || config.singular;
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateFields(config);
  const busy = update.isPending;

  const setActive = (next: boolean) =>
    update.mutate(
      { id: doc.id, patch: { active: next } },
      { onSuccess: () => onChanged(next ? t.canSignInAgain({ name }) : t.isDeactivated({ name })) },
    );

  return (
    <div className="admin-actions">
      {active ? (
        <LineButton
          danger
          label={t.deactivate}
          disabled={busy}
          onClick={() => setConfirming(true)}
        />
      ) : (
        <LineButton label={t.reactivate} disabled={busy} onClick={() => setActive(true)} />
      )}
      <ErrorText of={update} className="text-danger small mb-0 w-100" />
      {confirming && (
        <ConfirmDialog
          title={t.deactivateNamed({ name })}
          confirmLabel={t.deactivate}
          onConfirm={() => {
            setConfirming(false);
            setActive(false);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p className="mb-0">{t.cannotSignIn}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
