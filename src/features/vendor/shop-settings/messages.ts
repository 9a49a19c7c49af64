import { i18n } from '../../../lib/i18n';

/** The vendor's Shop settings tab: its lead and what each of its sections shares. */
export const shopSettingsMessages = i18n('staff/vendor-settings', {
  tab: 'Shop settings',
  lead: 'What customers see of your shop before they order. Change any of it here; customers see the change at once.',
});
