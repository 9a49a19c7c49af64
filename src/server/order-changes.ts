import type { ChangeOrderLineResult } from '../port/callables';
import { backendError } from '../port/errors';
import { serverTime } from '../port/types';
import { LINE_CHANGES_MAX } from '../lib/limits';
import { collections, type OrderLine, type OrderLineChange } from '../lib/models';
import { neighbourhoodModel, parseDoc } from '../lib/model-schemas';
import { billFor, formatRupees } from '../lib/money';
import { deliveryTermsFor } from '../lib/delivery-terms';
import { changeOrderLineRequest } from '../lib/requests/call-schemas';
import { sentence } from '../lib/server-sentences';
import { rolesOf, signedInUid, type ServerContext } from './server-context';
import { readAudience, readOrderNotices } from './notices';
import { asDocData, readOrderIn, readOrderingTerms, stockQuantitiesOf } from './order-workflow';
import { parseRequest } from './parse-request';

/**
 * A line that ran out: before accepting, the shop's vendor (or an admin)
 * lowers a line of a placed order to what the shop can give, or takes it off.
 * One transaction checks who asks and that the order is still `placed`,
 * prices the order again as checkout does (the lines keep the prices the
 * customer ordered at; the delivery fee follows today's terms, but never
 * above the fee the order had: a change never raises what the customer pays,
 * so an order the shop lowers under the free-delivery amount stays free to
 * deliver), puts the
 * difference back in stock (a quote's free line took none), keeps
 * `quantities` (which the rules match stock moves against) equal to the
 * lines that took stock, records the change and a history step,
 * and tells the staff chats. Racing an accept, one of the two sees the other:
 * a change after the accept is refused, an accept after the change accepts
 * the changed order.
 */
export async function handleChangeOrderLine(
  context: ServerContext,
  data: unknown,
): Promise<ChangeOrderLineResult> {
  const request = parseRequest(changeOrderLineRequest, data);
  const roles = await rolesOf(context, signedInUid(context));
  // The customer's devices that asked to be told, read before the transaction.
  const audience = await readAudience(context.store, { orderId: request.orderId });
  return context.store.runTransaction(async (tx) => {
    const order = await readOrderIn(tx, request.orderId);
    const by = roles.admin ? 'admin' : roles.vendorShopId === order.shopId ? 'vendor' : null;
    if (!by) throw backendError('permission-denied', sentence('orderNotYours'));
    if (order.status !== 'placed') {
      throw backendError('failed-precondition', sentence('linesFixedOnceAccepted'));
    }
    // A lower total after the customer paid the old one would owe them money nobody is told of.
    if (order.paidByUpi) throw backendError('failed-precondition', sentence('linesFixedOncePaid'));
    const line = order.lines.find((each) => each.productId === request.productId);
    if (!line) throw backendError('not-found', sentence('lineNotInOrder'));
    if (request.quantity >= line.quantity) {
      throw backendError('invalid-argument', sentence('lineOnlyLowered'));
    }
    if (request.quantity === 0 && order.lines.length === 1) {
      throw backendError('failed-precondition', sentence('lastLineIsReject'));
    }
    if (order.changes.length >= LINE_CHANGES_MAX) {
      throw backendError(
        'failed-precondition',
        sentence('tooManyLineChanges', { max: LINE_CHANGES_MAX }),
      );
    }
    const town = await readOrderingTerms(tx);
    // The fee stays its neighbourhood's; the shop's minimum is not held against its own change.
    const neighbourhood = order.neighbourhoodId
      ? parseDoc(
          neighbourhoodModel,
          await tx.get(collections.neighbourhoods, order.neighbourhoodId),
        )
      : null;
    const terms = deliveryTermsFor(town, neighbourhood, null);
    // A free line (a quote's, priced by the shop) took no stock: none goes back.
    const productDoc = line.free ? null : await tx.get(collections.products, line.productId);
    const now = Date.now();
    const notices = await readOrderNotices(tx, order.shopId, audience, now);

    // Every read is done; the writes follow.
    const lines: OrderLine[] = order.lines.flatMap((each) =>
      each.productId !== line.productId
        ? [each]
        : request.quantity === 0
          ? []
          : [{ ...each, quantity: request.quantity }],
    );
    const priced = billFor(lines, terms);
    // Lowered under the free-delivery amount, the order would gain a fee and cost more than
    // the customer agreed to: the fee is at most the one it had.
    const deliveryFee = Math.min(priced.deliveryFee, order.deliveryFee);
    const bill: ChangeOrderLineResult = {
      subtotal: priced.subtotal,
      deliveryFee,
      total: priced.subtotal + deliveryFee,
    };
    const change: OrderLineChange = {
      productId: line.productId,
      name: line.name,
      ...(line.nameBn && { nameBn: line.nameBn }),
      ...(line.nameHi && { nameHi: line.nameHi }),
      unit: line.unit,
      from: line.quantity,
      to: request.quantity,
      at: new Date(now),
      by,
    };
    const history = [...order.history, { status: order.status, at: change.at, linesChanged: true }];
    tx.update(collections.orders, order.id, {
      lines: lines.map(asDocData),
      quantities: stockQuantitiesOf(lines),
      ...bill,
      changes: [...order.changes, change].map(asDocData),
      history: history.map(asDocData),
      updatedAt: serverTime,
    });
    const stock = productDoc?.data['stock'];
    // A product deleted since, or one whose stock is not a count: nothing to put back.
    if (typeof stock === 'number' && Number.isInteger(stock)) {
      tx.update(collections.products, line.productId, {
        stock: stock + line.quantity - request.quantity,
      });
    }
    const what =
      request.quantity === 0
        ? `${line.name} (${line.unit}) taken off: ${line.quantity} → 0`
        : `${line.name} (${line.unit}): ${line.quantity} → ${request.quantity}`;
    const text = [
      `Order ${order.number} (${order.shopName}) changed by the ${by} before accepting`,
      `• ${what}`,
      `New total ${formatRupees(bill.total, 'en')}, cash on delivery`,
    ].join('\n');
    notices.changed(
      { ...order, ...bill },
      {
        number: order.changes.length + 1,
        text,
        product: line,
        from: line.quantity,
        to: request.quantity,
      },
    );
    return bill;
  });
}
