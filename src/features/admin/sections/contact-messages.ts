import { collections } from '../../../lib/models';
import * as field from './fields';
import { heading, requestSection, type Section } from './kit';

/** Messages from the contact form. */
export const contactMessages: Section = ({ t }) =>
  requestSection(t, {
    ...heading(t, collections.messages, 'townAndInfo', ['messages', 'message']),
    fields: [
      field.name(t),
      field.phone(t, 'mobile'),
      { name: 'message', label: t.messageLabel, kind: 'textarea' },
    ],
    titleOf: (message) => message.name ?? '',
  });
