import type { FindByCodeResult } from '../port/callables';
import { normalizeOrderCode } from '../lib/order-identity';
import {
  minutesUntilCodesAllowed,
  readPhoneMemory,
  withDevice,
  writePhoneMemory,
  wrongCodesLeft,
} from './phone-memory';
import { deviceKeyFor } from './device-memory';
import type { ServerContext } from './server-context';
import { findByCodeRequest } from '../lib/requests/call-schemas';
import { parseRequest } from './parse-request';

/**
 * Find Order on a device that did not place the order: the phone and the
 * secret code from the thank-you page open one order or booking, by giving
 * its document id. A code that opens nothing is counted against the phone,
 * and after a few in an hour the phone must wait, so nobody can walk through
 * the codes of someone else's orders. A code that opens one makes the phone
 * know the device it was typed on (src/server/device-memory), as one that
 * placed an order for it.
 */
export async function handleFindByCode(
  context: ServerContext,
  data: unknown,
): Promise<FindByCodeResult> {
  const { phone, code: typed, deviceId } = parseRequest(findByCodeRequest, data);
  const code = normalizeOrderCode(typed);
  const deviceKey = deviceId ? await deviceKeyFor(deviceId) : null;
  const now = Date.now();
  return context.store.runTransaction(async (tx) => {
    const memory = await readPhoneMemory(tx, phone, now);
    if (wrongCodesLeft(memory) <= 0) {
      return { kind: 'wait', minutes: minutesUntilCodesAllowed(memory, now) };
    }
    const found = Object.entries(memory.records).find(([, record]) => record.code === code);
    if (found) {
      const [id, record] = found;
      // The device holds one of the phone's codes now: the phone knows it (src/server/device-memory).
      // Written only when that is news, so opening an order again costs no write.
      const known = withDevice(memory, deviceKey, now, {
        delivered: record.status === 'delivered',
      });
      const [before, after] = [memory, known].map((one) => one.devices[deviceKey ?? '']);
      if (after && (!before || (after.delivered && !before.delivered))) {
        writePhoneMemory(tx, phone, known, { ordersChanged: false });
      }
      return { kind: 'found', collection: record.collection, id, number: record.number };
    }
    const counted = { ...memory, wrongCodeTimes: [...memory.wrongCodeTimes, now] };
    writePhoneMemory(tx, phone, counted, { ordersChanged: false });
    return { kind: 'no-match', triesLeft: wrongCodesLeft(counted) };
  });
}
