import { locale } from './i18n/locale';
import type { Locale } from './i18n/locales';
import { clockHour, partOfDay, townDayOf, townTimeOf, withPartOfDay } from './local-date';

/**
 * Home sample collection runs 7–10 am by the town's clock, in one-hour
 * slots. A booking stores its slot's start, 'HH:MM'. The lab form and the
 * server's lab handler both ask here which slots are still open.
 */
export const labSlots = ['07:00', '08:00', '09:00'] as const;

export type LabSlot = (typeof labSlots)[number];

export function isLabSlot(value: string): value is LabSlot {
  return (labSlots as readonly string[]).includes(value);
}

/** "7–8 am" for '07:00'; "সকাল ৭–৮", "सुबह 7–8": the hours with their part of the day, as `formatTime` says it. */
export function labSlotText(slot: string, code: Locale = locale.get()): string {
  if (!isLabSlot(slot)) return slot;
  const start = Number(slot.slice(0, 2));
  const end = start + 1;
  const hours = (hour: number) => String(clockHour(hour));
  if (partOfDay(start, code) === partOfDay(end, code)) {
    return withPartOfDay(`${hours(start)}–${hours(end)}`, end, code);
  }
  return `${withPartOfDay(hours(start), start, code)} – ${withPartOfDay(hours(end), end, code)}`;
}

/**
 * A slot that has begun cannot be booked any more: the technician has set
 * out. A slot on a past day has begun too.
 */
export function labSlotHasBegun(day: string, slot: string, now: Date = new Date()): boolean {
  const today = townDayOf(now);
  return day < today || (day === today && townTimeOf(now) >= slot);
}

/** The slots of `day` still open at `now`. */
export function openLabSlots(day: string, now: Date = new Date()): LabSlot[] {
  return labSlots.filter((slot) => !labSlotHasBegun(day, slot, now));
}

/** The first day with an open slot: today until the last slot begins, then tomorrow. */
export function firstLabDay(now: Date = new Date()): string {
  const today = townDayOf(now);
  return openLabSlots(today, now).length > 0 ? today : townDayOf(now, 1);
}
