import type { StaffKind } from '../../port/types';
import { useCreateStaffAccount } from './api/admin-staff';
import { FieldList, SectionForm, SectionList, useSectionState } from './components/section-parts';
import { StaffActions } from './components/staff-actions';
import { RiderCashPanel } from './rider-cash/rider-cash-panel';
import type { CollectionConfig } from './config/types';

/**
 * /admin/vendors and /admin/deliveryPersons: the people who sign in to the
 * vendor and delivery screens. A new person's account is made by the server
 * with a first password; a person is deactivated, never deleted, so the
 * orders they handled keep their name.
 */
export function StaffScreen({ config, kind }: { config: CollectionConfig; kind: StaffKind }) {
  const { editing, notice, dismiss, edit, closeForm, changed } = useSectionState(config);
  const createAccount = useCreateStaffAccount(kind);

  if (editing) {
    return (
      <SectionForm
        config={config}
        editing={editing}
        create={(data, values) => createAccount.mutateAsync({ data, values })}
        onSaved={changed}
        onCancel={closeForm}
      />
    );
  }

  return (
    <>
      <SectionList
        config={config}
        onAdd={() => edit('create')}
        notice={notice}
        onDismiss={dismiss}
        aboveList={kind === 'delivery' && <RiderCashPanel />}
        rowOf={(doc) => ({
          onEdit: () => edit('edit', doc),
          actions: <StaffActions config={config} kind={kind} doc={doc} onChanged={changed} />,
          details: <FieldList config={config} doc={doc} />,
        })}
      />
    </>
  );
}
