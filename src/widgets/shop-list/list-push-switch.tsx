import { useMessages } from '../../lib/i18n';
import { OrderPushSwitch } from '../push-switch/push-switch';
import { shopListMessages } from './messages';

/**
 * "Tell me when the shop answers", for a list sent to a shop: after sending,
 * never before, the customer may ask to be told on this phone when the shop
 * prices it or cannot take it (the server decides and sends). Holding the
 * list's id is what lets this browser ask (notifyMe `order` takes a list's).
 */
export function ListPushSwitch({ listId }: { listId: string }) {
  const t = useMessages(shopListMessages);
  return (
    <OrderPushSwitch
      orderId={listId}
      words={{ turnOn: t.pushTurnOn, offNote: t.pushOffNote, on: t.pushOn }}
    />
  );
}
