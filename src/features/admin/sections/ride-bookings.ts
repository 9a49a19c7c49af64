import { collections } from '../../../lib/models';
import * as field from './fields';
import { heading, joined, requestSection, type Section } from './kit';

/** A toto or a car with a driver, from one place to another. */
export const rideBookings: Section = ({ t }) =>
  requestSection(t, {
    ...heading(t, collections.rideBookings, 'townAndInfo', ['rideBookings', 'rideBooking']),
    fields: [
      {
        name: 'kind',
        label: t.ride,
        kind: 'select',
        options: field.options(['toto', 'car'] as const, (ride) => t[ride]),
        inSummary: true,
      },
      field.name(t),
      field.phone(t, 'mobile'),
      { name: 'pickup', label: t.pickUp, kind: 'text' },
      { name: 'drop', label: t.drop, kind: 'text' },
      { name: 'date', label: t.day, kind: 'date', inSummary: true },
      { name: 'time', label: t.time, kind: 'time', inSummary: true },
      { name: 'passengers', label: t.passengers, kind: 'integer' },
      { name: 'note', label: t.note, kind: 'textarea' },
    ],
    titleOf: (ride) => joined(ride.name, `${ride.pickup ?? ''} → ${ride.drop ?? ''}`),
  });
