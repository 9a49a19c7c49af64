import { backendError } from '../port/errors';
import type { Transaction } from '../port/types';
import { collections } from '../lib/models';
import { newReference, type ReferenceKind } from '../lib/order-identity';

/**
 * Order numbers and booking references are given out by the server, each
 * once: references/{reference} names the record it went to. A million
 * numbers per kind, so a free one is found within a few tries for years.
 */
const TRIES = 12;

/** A reference nobody has yet (reads only: call it before the transaction's writes). */
export async function freeReference(
  tx: Pick<Transaction, 'get'>,
  kind: ReferenceKind,
): Promise<string> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const candidate = newReference(kind);
    if (!(await tx.get(collections.references, candidate))) return candidate;
  }
  throw backendError('unavailable');
}

export function keepReference(
  tx: Pick<Transaction, 'set'>,
  reference: string,
  target: { collection: string; id: string },
): void {
  tx.set(collections.references, reference, { ...target });
}
