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
  return (
    <>
      <SectionHeading config={config} />
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
