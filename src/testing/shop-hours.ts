import { everyDayOf, type OpeningHours } from '../lib/shop-hours';

/** A moment on the town's clock (India, UTC+5:30), e.g. `2026-11-26T08:15`; 2026-11-26 is a Thursday. */
export const townMoment = (local: string) => new Date(`${local}:00+05:30`);

/** 7–13 and 17–21 every day but Sunday. */
export const hoursWithBreak: OpeningHours = {
  week: {
    ...everyDayOf({
      kind: 'spans',
      spans: [
        { from: '07:00', to: '13:00' },
        { from: '17:00', to: '21:00' },
      ],
    }),
    Sun: { kind: 'closed' },
  },
  daysOff: [],
};
