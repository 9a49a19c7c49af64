import { useEffect, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { locale } from '../../lib/i18n/locale';
import { dateFormat } from '../../lib/i18n/locales';
import { formatClockTime, formatDay } from '../../lib/local-date';
import {
  isOpenAllHours,
  opennessAt,
  whenSaid,
  type Openness,
  type ShopTimes,
} from '../../lib/shop-hours';
import { openLineMessages } from './messages';

/**
 * A shop's hours as the customer's screens say them — "Open now · closes
 * 9:00 pm", "Closed · opens tomorrow 7:00 am", "Open 24 hours" — from
 * lib/shop-hours, on the town's clock, in the reader's language and digits.
 */

const MINUTE = 60_000;

/** The time now, read again each minute, so "open now" turns to "closed" on a page left open. */
export function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Whether `shop` is open now, kept up to the minute. */
export function useOpenness(shop: ShopTimes): Openness {
  return opennessAt(shop, useMinute());
}

/** The name of the weekday of 'YYYY-MM-DD' in the reader's language, "Monday", "সোমবার", "सोमवार". */
function weekdayName(day: string): string {
  return dateFormat(locale.get(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** "Open now · closes 9:00 pm", "Closed · opens Monday 7:00 am"…; null for a shop with no hours set. */
export function useOpenLine(shop: ShopTimes): string | null {
  const t = useMessages(openLineMessages);
  const now = useMinute();
  const openness = opennessAt(shop, now);
  if (openness.state === 'noHours') return null;
  const change = openness.state === 'open' ? openness.closes : openness.opens;
  if (!change) {
    if (openness.state === 'closed') return t.closedNoOpening;
    return shop.openingHours && isOpenAllHours(shop.openingHours) ? t.openAllHours : t.open;
  }
  const when = whenSaid(change, now);
  const time = formatClockTime(when.time);
  const day =
    when.day === 'weekday'
      ? weekdayName(when.date)
      : when.day === 'date'
        ? formatDay(when.date)
        : '';
  if (openness.state === 'open') {
    if (when.day === 'today') return t.closesToday({ time });
    if (when.day === 'tomorrow') return t.closesTomorrow({ time });
    return t.closesOn({ day, time });
  }
  if (when.day === 'today') return t.opensToday({ time });
  if (when.day === 'tomorrow') return t.opensTomorrow({ time });
  return t.opensOn({ day, time });
}

/** A shop's hours line: what lib/shop-hours says, or the shop's own words for its hours when it has none set. */
export function OpenLine({ shop }: { shop: ShopTimes & { hours?: string } }) {
  return <>{useOpenLine(shop) ?? shop.hours ?? null}</>;
}

/** "Open" or "Closed" as a badge, now. */
export function OpenBadge({ shop }: { shop: ShopTimes }) {
  const t = useMessages(openLineMessages);
  return useOpenness(shop).state === 'closed' ? (
    <span className="badge text-bg-secondary">{t.closed}</span>
  ) : (
    <span className="badge text-bg-success">{t.open}</span>
  );
}
