import {
  PushSwitchView,
  RingIcon,
  usePushSwitch,
} from '../../../components/push-switch/push-switch';
import { useMessages } from '../../../lib/i18n';
import { orderPushMessages } from './messages';

/**
 * "Tell me when the shop answers": after ordering, never before, the
 * customer may ask to be told on this phone when the order is accepted,
 * changed, rejected, on its way and delivered (the server decides and
 * sends). Holding the order's id is what lets this browser ask.
 */
export function OrderPushSwitch({ orderId }: { orderId: string }) {
  const t = useMessages(orderPushMessages);
  const control = usePushSwitch({ kind: 'order', orderId });
  return (
    <PushSwitchView
      control={control}
      offLabel={t.turnOn}
      offNote={t.offNote}
      className="order-push"
      on={
        <p className="mb-0">
          <RingIcon /> {t.on}
        </p>
      }
    />
  );
}
