import { textOf } from '../../../lib/i18n';
import { collections } from '../../../lib/models';
import { alertTitle } from '../config/format';
import { alertHeadlineMessages } from '../messages';
import * as field from './fields';
import { heading, section, type Section } from './kit';

/** The outbox of staff alerts (Telegram and push): marked, never written, here. */
export const staffAlerts: Section = ({ t }) => {
  const statuses = field.options(['pending', 'sent', 'failed'] as const, (status) => t[status]);
  return section({
    ...heading(t, collections.notifications, 'ordersAndStaff', ['staffAlerts', 'alert']),
    fields: [
      {
        name: 'chat',
        label: t.chat,
        kind: 'select',
        options: field.options(
          ['admin', 'delivery', 'lab', 'shop'] as const,
          (chat) => t[`${chat}Chat`],
        ),
        editable: 'never',
        inSummary: true,
      },
      { name: 'text', label: t.text, kind: 'textarea', editable: 'never' },
      { name: 'subject', label: t.about, kind: 'text', editable: 'never' },
      { name: 'status', label: t.status, kind: 'select', options: statuses, inSummary: true },
      { name: 'attempts', label: t.attempts, kind: 'integer', editable: 'never' },
      {
        name: 'createdAt',
        label: t.raised,
        kind: 'datetime',
        editable: 'never',
        inSummary: true,
      },
      { name: 'sentAt', label: t.sent, kind: 'datetime', editable: 'never' },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    titleOf: (alert) => alertTitle(textOf(alertHeadlineMessages), alert),
    filter: { field: 'status', label: t.status, options: statuses },
    canCreate: false,
    canEdit: true,
    canDelete: true,
  });
};
