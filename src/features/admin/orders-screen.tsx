import { StaffPushSwitch } from '../../components/push-switch/staff-push-switch';
import { useStaffSession } from '../../data/staff-session';
import { OrderActions } from './components/order-actions';
import { OrderDetails } from './components/order-details';
import { RecordList, RecordRow } from './components/record-list';
import { ChangeNotice, SectionHeading, useSectionState } from './components/section-parts';
import type { CollectionConfig } from './config/types';
import { SpreadsheetPanel } from './csv/spreadsheet-panel';

/**
 * /admin/orders: every order, newest first, found by phone or number and
 * filtered by status. Orders come from customers, so nothing is made, edited
 * or deleted here: each order is moved on by its buttons, and opens on its
 * items, bill, customer and history. The whole list goes out as CSV.
 */
export function OrdersScreen({ config }: { config: CollectionConfig }) {
  const { notice, dismiss, changed } = useSectionState(config);
  const session = useStaffSession();
  const uid = session.status === 'ready' ? session.user?.uid : undefined;
  return (
    <>
      <SectionHeading config={config} />
      {/* Orders no shop answers ring on the admin's phone (the server decides which). */}
      {uid && <StaffPushSwitch uid={uid} />}
      <SpreadsheetPanel config={config} canImport={false} onImported={changed} />
      <ChangeNotice notice={notice} onDismiss={dismiss} />
      <RecordList
        config={config}
        row={(doc) => (
          <RecordRow
            config={config}
            doc={doc}
            actions={<OrderActions doc={doc} onChanged={changed} />}
            details={<OrderDetails doc={doc} />}
          />
        )}
      />
    </>
  );
}
