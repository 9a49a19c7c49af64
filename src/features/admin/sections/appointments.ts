import { collections } from '../../../lib/models';
import * as field from './fields';
import { heading, requestSection, type Section } from './kit';

/** Visits visitors booked at a doctor's chamber. */
export const appointments: Section = ({ t }) =>
  requestSection(t, {
    ...heading(t, collections.appointments, 'health', ['appointments', 'appointment']),
    fields: [
      { name: 'patientName', label: t.patient, kind: 'text' },
      field.phone(t, 'mobile'),
      { name: 'doctorName', label: t.doctorLabel, kind: 'text', inSummary: true },
      { name: 'date', label: t.day, kind: 'date', inSummary: true },
      { name: 'note', label: t.note, kind: 'textarea' },
    ],
    titleOf: (booking) => booking.patientName ?? '',
  });
