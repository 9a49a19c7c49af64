import type { Cursor } from '../../../port/types';
import { readPageOfType, type ListPage } from '../../../data/lists';
import { collections, type ServiceProvider } from '../../../lib/models';
import { pagedQuery } from '../../../data/query-client';

/** The services /service lists (the `{type}` of /service/{type}); their words are `serviceTypeMessages`. */
export const serviceTypes = [
  {
    type: 'electrician',
    colour: '#8d5a00',
  },
  {
    type: 'plumber',
    colour: '#0d6b94',
  },
  {
    type: 'carpenter',
    colour: '#5d4037',
  },
  {
    type: 'painter',
    colour: '#6a1b9a',
  },
  {
    type: 'mechanic',
    colour: '#37474f',
  },
  {
    type: 'tutor',
    colour: '#5e35b1',
  },
] as const;

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
  pagedQuery(['service-providers', type], (after) => listProviders(type, after));
