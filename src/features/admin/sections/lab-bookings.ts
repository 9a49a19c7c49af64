import { locale } from '../../../lib/i18n';
import { labSlots, labSlotText } from '../../../lib/lab-slots';
import { collections } from '../../../lib/models';
import * as field from './fields';
import { heading, requestSection, type Section } from './kit';

/** Home sample collections for lab tests, in one of the morning's slots. */
export const labBookings: Section = ({ t }) =>
  requestSection(t, {
    ...heading(t, collections.labBookings, 'health', ['labBookings', 'labBooking']),
    fields: [
      { name: 'patientName', label: t.patient, kind: 'text' },
      field.phone(t, 'mobile'),
      { name: 'address', label: t.address, kind: 'textarea' },
      { name: 'date', label: t.day, kind: 'date', inSummary: true },
      {
        name: 'slot',
        label: t.collectionTime,
        kind: 'select',
        options: labSlots.map((slot) => ({ value: slot, label: labSlotText(slot, locale.get()) })),
        inSummary: true,
      },
      { name: 'testNames', label: t.tests, kind: 'list', inSummary: true },
      { name: 'total', label: t.total, kind: 'money' },
    ],
    titleOf: (booking) => booking.patientName ?? '',
  });
