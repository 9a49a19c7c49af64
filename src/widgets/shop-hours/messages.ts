import { i18n, params } from '../../lib/i18n';

// Kept apart from ../messages, which every page loads: only the shop, product and cart screens say a shop's hours.

/** Whether a shop is open now and until when (lib/shop-hours), as the customer's screens say it. */
export const openLineMessages = i18n('town/shop-hours', {
  open: 'Open',
  closed: 'Closed',
  openAllHours: 'Open 24 hours',
  closesToday: params('Open now · closes {time}'),
  closesTomorrow: params('Open now · closes tomorrow {time}'),
  closesOn: params('Open now · closes {day} {time}'),
  closedNoOpening: 'Closed now',
  opensToday: params('Closed · opens today {time}'),
  opensTomorrow: params('Closed · opens tomorrow {time}'),
  opensOn: params('Closed · opens {day} {time}'),
});
