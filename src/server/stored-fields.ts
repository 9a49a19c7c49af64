import type * as v from 'valibot';
import type { Transaction } from '../port/types';
import { parseData } from '../lib/model-schemas';

/**
 * A document's fields read in a transaction (or by any reader), when they
 * pass `model`: null when the document is missing or not as it should be.
 */
export async function readFields<T>(
  reader: Pick<Transaction, 'get'>,
  model: v.GenericSchema<unknown, T>,
  collection: string,
  id: string,
): Promise<T | null> {
  return parseData(model, (await reader.get(collection, id))?.data);
}
