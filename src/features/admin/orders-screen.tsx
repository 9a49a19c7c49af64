import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBackend } from '../../backend';
import { orderCardProps, useOrderInView } from '../../widgets/order-in-view';
import { queryClient } from '../../data/query-client';
import { listKey } from '../../data/entity-keys';
import { useMessages } from '../../lib/i18n';
import { collections } from '../../lib/models';
import { askedOrderMessages } from './messages';
import { StaffPushSwitch } from '../../widgets/push-switch/staff-push-switch';
import { useStaffSession } from '../../data/staff-session';
import { OrderActions } from './components/order-actions';
import { OrderDetails } from './components/admin-order-details';
import { RecordRow } from './components/record-list';
import { SectionList, useSectionState } from './components/section-parts';
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
      <SectionList
        config={config}
        tools={
          <>
            {/* Orders no shop answers ring on the admin's phone (the server decides which). */}
            {uid && <StaffPushSwitch uid={uid} />}
            <AskedOrder config={config} onChanged={changed} />
            <SpreadsheetPanel config={config} canImport={false} onImported={changed} />
          </>
        }
        notice={notice}
        onDismiss={dismiss}
        rowOf={(doc) => ({
          actions: <OrderActions doc={doc} onChanged={changed} />,
          details: <OrderDetails doc={doc} />,
        })}
      />
    </>
  );
}

/** The order `?order=<id>` names, read by its id. */
const askedOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: listKey(collections.orders, { asked: orderId }),
    queryFn: async () => {
      const { store } = await getBackend();
      return store.get(collections.orders, orderId);
    },
  });

/**
 * `/admin/orders?order=<id>`, a tapped notification's link: that order above
 * the list, open on its details, in view and marked, wherever it falls in
 * the pages below.
 */
function AskedOrder({
  config,
  onChanged,
}: {
  config: CollectionConfig;
  onChanged: (message: string) => void;
}) {
  const t = useMessages(askedOrderMessages);
  const asked = useOrderInView();
  const { data: doc, isSuccess } = useQuery(
    { ...askedOrderQuery(asked ?? ''), enabled: !!asked },
    queryClient,
  );
  if (!asked || !isSuccess) return null;
  return (
    <section className="admin-asked-order" aria-label={t.askedOrder}>
      <h2 className="section-title">{t.askedOrder}</h2>
      {doc ? (
        <ul {...orderCardProps(doc.id, asked, 'admin-list list-unstyled')}>
          <RecordRow
            config={config}
            doc={doc}
            opened
            actions={<OrderActions doc={doc} onChanged={onChanged} />}
            details={<OrderDetails doc={doc} />}
          />
        </ul>
      ) : (
        <p>{t.askedOrderGone}</p>
      )}
    </section>
  );
}
