import { collections } from '../../../lib/models';
import * as field from './fields';
import { heading, requestSection, type Section } from './kit';

/** Pleas for a hospital bed, an ambulance or blood. */
export const assistRequests: Section = ({ t }) =>
  requestSection(t, {
    ...heading(t, collections.assistRequests, 'health', ['assistRequests', 'assistRequest']),
    fields: [
      {
        name: 'need',
        label: t.needs,
        kind: 'select',
        options: [
          { value: 'bed', label: t.hospitalBed },
          { value: 'ambulance', label: t.ambulance },
          { value: 'blood', label: t.blood },
        ],
        inSummary: true,
      },
      { name: 'bloodGroup', label: t.bloodGroup, kind: 'text', inSummary: true },
      { name: 'patientName', label: t.patient, kind: 'text' },
      field.phone(t, 'mobile'),
      { name: 'details', label: t.details, kind: 'textarea' },
    ],
    titleOf: (plea) => plea.patientName ?? '',
  });
