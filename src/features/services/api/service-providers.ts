import type { Cursor } from '../../../port/types';
import { readPageOfType, type ListPage } from '../../../data/lists';
import { collections, type ServiceProvider } from '../../../lib/models';
import { pagedQuery } from '../../../data/query-client';
import { trades, type Trade } from '../../../lib/choice-lists';
import { listKey } from '../../../data/entity-keys';

/** Each trade's colour on its tile and page. */
const tradeColours = {
  electrician: '#8d5a00',
  plumber: '#0d6b94',
  carpenter: '#5d4037',
  painter: '#6a1b9a',
  mechanic: '#37474f',
  tutor: '#5e35b1',
} as const satisfies Record<Trade, string>;

/** The services /service lists (the `{type}` of /service/{type}): lib/choice-lists `trades`; their words are `serviceTypeMessages`. */
export const serviceTypes = trades.map((type) => ({ type, colour: tradeColours[type] }));

export type ServiceType = (typeof serviceTypes)[number];

export function serviceTypeOf(type: string | undefined): ServiceType | null {
  return serviceTypes.find((known) => known.type === type) ?? null;
}

export function listProviders(
  type: string,
  after: Cursor | null,
): Promise<ListPage<ServiceProvider>> {
  return readPageOfType(collections.serviceProviders, type, after);
}

export const providersQuery = (type: string) =>
  pagedQuery(listKey(collections.serviceProviders, { type }), (after) =>
    listProviders(type, after),
  );
