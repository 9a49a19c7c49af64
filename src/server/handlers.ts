import type { CallableName, CallResult } from '../port/callables';
import type { ServerContext } from './server-context';
import { handleFindByCode } from './find-by-code';
import { handleChangeOrderLine } from './order-changes';
import { handleNotifyMe } from './push-devices';
import { handleCancelOrder, handlePlaceOrder, handleStaffOrderAction } from './order-handlers';
import { handleSubmitRequest } from './request-handlers';
import { handleRestoreServerRecords } from './restore-records';
import { handleRiderCashAction } from './cash-in-hand';
import { handleCreateStaffAccount } from './staff-accounts';
import { handleSetShopQr } from './set-shop-qr';
import { handleShopTelegram } from './shop-chat';
import { handleVendorShopAction } from './vendor-handlers';
import { handleAnswerQuote, handleQuoteList, handleSendList } from './shop-lists';

/**
 * Every callable's handler. Each takes the raw request (untrusted JSON) and
 * checks it before anything else; the Cloud Functions in functions/ and the
 * Demo backend both answer calls from this one table.
 */
export type Handler<N extends CallableName> = (
  context: ServerContext,
  data: unknown,
) => Promise<CallResult<N>>;

export const handlers: { readonly [N in CallableName]: Handler<N> } = {
  placeOrder: handlePlaceOrder,
  cancelOrder: handleCancelOrder,
  staffOrderAction: handleStaffOrderAction,
  changeOrderLine: handleChangeOrderLine,
  submitRequest: handleSubmitRequest,
  findByCode: handleFindByCode,
  vendorShopAction: handleVendorShopAction,
  setShopQr: handleSetShopQr,
  createStaffAccount: handleCreateStaffAccount,
  riderCashAction: handleRiderCashAction,
  restoreServerRecords: handleRestoreServerRecords,
  notifyMe: handleNotifyMe,
  shopTelegram: handleShopTelegram,
  sendList: handleSendList,
  quoteList: handleQuoteList,
  answerQuote: handleAnswerQuote,
};
