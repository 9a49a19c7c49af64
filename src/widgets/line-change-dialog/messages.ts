import { i18n, params } from '../../lib/i18n';

// Apart from ../line-changes, which the customer's Find Order loads: only staff change an order's lines.

/** Lowering or taking off a line of a new order before accepting it (./line-change-dialog). */
export const lineChangeDialogMessages = i18n('staff/line-change', {
  change: 'Change',
  changeLine: params('Change {name}'),
  title: params('Change {name} ({unit})?'),
  asked: params('The customer asked for {count}.'),
  howMany: 'How many can you give?',
  choose: 'Choose…',
  none: 'None: take it off (out of stock)',
  onlyItem: 'This is the only item. To give none, reject the order instead.',
  chooseHowMany: 'Choose how many you can give.',
  customerSees: 'The customer sees the change and the new total, and may still cancel.',
  newTotal: params('The customer will pay {total} instead of {was}.'),
  deliveryStaysFree:
    'Delivery stays free, even if the order is now under the free-delivery amount: a change never makes the customer pay more.',
  confirm: 'Change the order',
  keepIt: 'Keep it as it is',
  changed: params('Changed. New total: {total}'),
});
