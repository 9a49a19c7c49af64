import { collections } from '../../../lib/models';
import * as field from './fields';
import { heading, requestSection, type Section } from './kit';

/** Medicines typed from a prescription, for a pharmacy to price and deliver. */
export const medicineOrders: Section = ({ t }) =>
  requestSection(t, {
    ...heading(t, collections.medicineOrders, 'health', ['medicineOrders', 'medicineOrder']),
    fields: [
      field.name(t),
      field.phone(t, 'mobile'),
      { name: 'address', label: t.address, kind: 'textarea' },
      { name: 'items', label: t.medicines, kind: 'list', inSummary: true },
      { name: 'note', label: t.note, kind: 'textarea' },
    ],
    titleOf: (order) => order.name ?? '',
  });
