import { i18n, params, plural } from '../../lib/i18n';

/** The hours form (./hours-form) a vendor and an admin fill in: staff words, kept out of the customers' chunks. */
export const hoursFormMessages = i18n('staff/shop-hours', {
  title: 'Opening hours',
  lead: 'Customers see whether the shop is open now, and cannot order while it is closed.',
  noHoursYet: params(
    'No opening hours are set yet, so customers can order at any time while the shop is open. The shop’s note says “{hours}”.',
  ),
  noHoursNoNote:
    'No opening hours are set yet, so customers can order at any time while the shop is open.',
  openAtTimes: 'Open at these times',
  openAllDay: 'Open 24 hours',
  closedAllDay: 'Closed all day',
  opens: 'Opens',
  closes: 'Closes',
  opensAgain: 'Opens again',
  closesAgain: 'Closes again',
  withBreak: 'Closed for a break in the day',
  closesNextDay: 'Closes after midnight, the next day.',
  sameAsMonday: 'Same as Monday for every day',
  daysOff: 'Days off and holidays',
  daysOffHint: params('The shop stays closed all day on these dates. Up to {max}.'),
  noDaysOff: 'No days off listed.',
  dayOffDate: 'Date of a day off',
  addDayOff: 'Add day off',
  removeDayOff: params('Remove {day}'),
  save: 'Save hours',
  saving: 'Saving…',
  saved: 'Hours saved. Customers see them now.',
  timesMissing: 'Enter when the shop opens and when it closes.',
  sameTimes:
    'Opening and closing are the same time. For a shop that never closes, choose “Open 24 hours”.',
  breakOrder:
    'The second opening must come after the first closing, and only the last may run past midnight.',
  dayOffMissing: 'Choose a date first.',
  dayOffPast: 'That date has already passed.',
  dayOffTwice: 'That date is already listed.',
  tooManyDaysOff: params('At most {max} days off can be listed. Remove one first.'),
});

/** A shop's week said in words (./hours-words), for the vendor's Shop tab and the admin's shop list. */
export const hoursWordsMessages = i18n('staff/shop-hours-words', {
  dayRun: params('{first} – {last}'),
  daysAndHours: params('{days}: {hours}'),
  span: params('{from} – {to}'),
  closed: 'closed',
  allDay: 'open 24 hours',
  everyDay: 'Every day',
  openAllHours: 'Open 24 hours, every day',
  closedEveryDay: 'Closed every day',
  daysOff: params('Days off: {days}'),
  moreDaysOff: plural({ one: '{count} more', other: '{count} more' }),
  noHours: 'No opening hours set: customers can order whenever the shop is open.',
  oldNote: params('The shop’s old note, shown to customers until hours are set: “{hours}”'),
});
