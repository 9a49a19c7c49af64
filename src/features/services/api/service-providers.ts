import type { Cursor } from '../../../backend/types';
import { readPage, type ListPage } from '../../../domain/lists';
import { collections, type ServiceProvider } from '../../../lib/models';

/** The services /service lists (the `{type}` of /service/{type}), in the words people use. */
export const serviceTypes = [
  {
    type: 'electrician',
    name: 'Electrician',
    plural: 'electricians',
    note: 'Wiring, fans, lights, inverters',
    colour: '#8d5a00',
  },
  {
    type: 'plumber',
    name: 'Plumber',
    plural: 'plumbers',
    note: 'Taps, pipes, tanks, pumps',
    colour: '#0d6b94',
  },
  {
    type: 'carpenter',
    name: 'Carpenter',
    plural: 'carpenters',
    note: 'Furniture, doors, windows',
    colour: '#5d4037',
  },
  {
    type: 'painter',
    name: 'Painter',
    plural: 'painters',
    note: 'Walls, grills, doors',
    colour: '#6a1b9a',
  },
  {
    type: 'mechanic',
    name: 'Mechanic',
    plural: 'mechanics',
    note: 'Bikes, scooters and totos',
    colour: '#37474f',
  },
  {
    type: 'tutor',
    name: 'Home tutor',
    plural: 'home tutors',
    note: 'Tuition at your home',
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
  return readPage<ServiceProvider>(
    {
      collection: collections.serviceProviders,
      where: [{ field: 'type', op: '==', value: type }],
      orderBy: [{ field: 'name' }],
    },
    after,
  );
}
