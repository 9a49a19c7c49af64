import { useMessages } from '../../lib/i18n';
import { reasonMessages } from './messages';
import type { Order } from '../../lib/models';

/**
 * Why an order stopped, for whoever reads it: the reason from the list in
 * the reader's language, then the staff's own words as they wrote them,
 * labelled as whose they are (the shop's, the delivery person's, the desk's).
 */
export function StopReasonText({
  order,
  className = 'mb-0',
}: {
  order: Pick<Order, 'status' | 'reasonCode' | 'reason'>;
  className?: string;
}) {
  const t = useMessages(reasonMessages);
  const { status, reasonCode, reason } = order;
  if (status !== 'rejected' && status !== 'cancelled' && status !== 'undelivered') return null;
  if (!reasonCode && !reason) return null;
  const words = reason
    ? {
        rejected: t.shopsWords,
        undelivered: t.couriersWords,
        cancelled: t.staffsWords,
      }[status]({ words: reason })
    : null;
  return (
    <>
      {reasonCode && <p className={className}>{t.reasonIs({ reason: t[reasonCode] })}</p>}
      {words && <p className={`${className} stop-words`}>{words}</p>}
    </>
  );
}
