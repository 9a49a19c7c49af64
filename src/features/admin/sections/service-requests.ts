import { trades } from '../../../lib/choice-lists';
import { collections } from '../../../lib/models';
import * as field from './fields';
import { heading, requestSection, type Section } from './kit';

/** Someone of a trade asked to come and do a job. */
export const serviceRequests: Section = ({ t, trades: tradeNames }) =>
  requestSection(t, {
    ...heading(t, collections.serviceRequests, 'townAndInfo', [
      'serviceRequests',
      'serviceRequest',
    ]),
    fields: [
      {
        name: 'serviceType',
        label: t.service,
        kind: 'select',
        options: field.options(trades, (trade) => tradeNames[trade]),
        inSummary: true,
      },
      { name: 'providerName', label: t.provider, kind: 'text', inSummary: true },
      field.name(t),
      field.phone(t, 'mobile'),
      { name: 'address', label: t.address, kind: 'textarea' },
      { name: 'asSoonAsPossible', label: t.asSoonAsPossible, kind: 'boolean' },
      { name: 'date', label: t.day, kind: 'date' },
      { name: 'details', label: t.details, kind: 'textarea' },
    ],
    titleOf: (request) => request.name ?? '',
  });
