// @vitest-environment node
import { firstLabDay, labSlotHasBegun, labSlotText, openLabSlots } from './lab-slots';

/** A moment by the town's clock (India, UTC+5:30), whatever this machine's zone. */
const townTime = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

describe('home collection slots', () => {
  it('says each slot the way people say an hour', () => {
    expect(['07:00', '08:00', '09:00'].map((slot) => labSlotText(slot))).toEqual([
      '7–8 am',
      '8–9 am',
      '9–10 am',
    ]);
  });

  it('says a slot in Bengali and Hindi with the part of the day first, as times are said', () => {
    expect(labSlotText('07:00', 'bn')).toBe('সকাল ৭–৮');
    expect(labSlotText('09:00', 'hi')).toBe('सुबह 9–10');
  });

  it('closes a slot once it begins by the town’s clock, and every slot of a past day', () => {
    const now = townTime('2026-11-24', '08:00');
    expect(openLabSlots('2026-11-24', now)).toEqual(['09:00']);
    expect(labSlotHasBegun('2026-11-24', '08:00', now)).toBe(true);
    expect(openLabSlots('2026-11-25', now)).toEqual(['07:00', '08:00', '09:00']);
    expect(openLabSlots('2026-11-23', now)).toEqual([]);
    expect(openLabSlots('2026-11-24', townTime('2026-11-24', '06:59'))).toHaveLength(3);
  });

  it('offers today until the last slot begins, then tomorrow', () => {
    expect(firstLabDay(townTime('2026-11-24', '08:59'))).toBe('2026-11-24');
    expect(firstLabDay(townTime('2026-11-24', '09:00'))).toBe('2026-11-25');
    // 23:00 UTC is already the next morning in the town.
    expect(firstLabDay(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
  });
});
