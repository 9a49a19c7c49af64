import type { Transaction } from '../port/types';
import { ALERTS_PER_SHOP_PER_HOUR } from '../lib/limits';
import { parseData } from '../lib/model-schemas';
import { collections } from '../lib/models';
import { shopActivityModel } from '../lib/record-schemas';
import { HOUR_MS, timesWithin } from './phone-memory';

/**
 * How many staff alerts one shop's orders may set off in an hour, so that
 * nobody placing and cancelling orders in a loop can flood the staff chats.
 * Past the limit the orders are still placed and shown on the staff screens;
 * the chats hear once that the rest of the hour is on the dashboard only.
 */
export type AlertDecision = 'send' | 'send-last-notice' | 'quiet';

export interface ShopAlerts {
  decide(): AlertDecision;
  /** Writes what was decided (nothing when nothing was sent). */
  save(tx: Pick<Transaction, 'set'>): void;
}

/** Reads the shop's alerts of the last hour (a read: before the transaction's writes). */
export async function readShopAlerts(
  tx: Pick<Transaction, 'get'>,
  shopId: string,
  now: number,
): Promise<ShopAlerts> {
  const stored = parseData(
    shopActivityModel,
    (await tx.get(collections.shopActivity, shopId))?.data,
  );
  const times = timesWithin(stored?.alertTimes ?? [], HOUR_MS, now);
  let changed = false;
  return {
    decide() {
      if (times.length > ALERTS_PER_SHOP_PER_HOUR) return 'quiet';
      times.push(now);
      changed = true;
      return times.length > ALERTS_PER_SHOP_PER_HOUR ? 'send-last-notice' : 'send';
    },
    save(writer) {
      if (changed) writer.set(collections.shopActivity, shopId, { alertTimes: [...times] });
    },
  };
}

/** The one notice a shop's chats get when its alerts stop for the rest of the hour. */
export const quietNotice = (shopName: string) =>
  `More than ${ALERTS_PER_SHOP_PER_HOUR} alerts about ${shopName} in the last hour. ` +
  'Until the hour has passed, its new orders and cancellations show on the staff screens only.';
