import type { DemoBackendHandle } from '../backend/demo/demo-backend';
import { deviceId } from '../lib/customer-memory';
import { parseData } from '../lib/model-schemas';
import { collections } from '../lib/models';
import { deviceActivityModel, phoneActivityModel } from '../lib/record-schemas';
import { deviceKeyFor } from '../server/device-memory';

/**
 * What the server keeps of this browser's secret id, read as the server
 * reads it (no browser may): the key it is kept by (a hash, never the id),
 * the devices `phone` knows, and this device's orders and requests of the day.
 */
export async function thisBrowserOnTheServer(handle: DemoBackendHandle, phone: string) {
  const key = await deviceKeyFor(deviceId());
  const server = handle.internals.serverStore;
  const memory = parseData(
    phoneActivityModel,
    (await server.get(collections.phoneActivity, phone))?.data,
  );
  const activity = parseData(
    deviceActivityModel,
    (await server.get(collections.deviceActivity, key))?.data,
  );
  return { key, knownByPhone: Object.keys(memory?.devices ?? {}), activity };
}
