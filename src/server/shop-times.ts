import { townDayOf } from '../lib/local-date';
import { sentence, type ServerSentence } from '../lib/server-sentences';
import { whenSaid } from '../lib/shop-hours';

/**
 * What checkout says of a shop its hours keep closed: when it opens again,
 * on the town's clock ("It opens tomorrow at 7:00 am."), in the reader's
 * language through the server's sentences. A day after tomorrow is written
 * as a date with its weekday ("Mon, 30 Nov 2026").
 */
export function closedNowSentence(opens: Date | null, now: Date): ServerSentence {
  if (!opens) return sentence('shopClosedNow');
  const when = whenSaid(opens, now);
  if (when.day === 'today') return sentence('shopClosedOpensToday', { time: when.time });
  if (when.day === 'tomorrow') return sentence('shopClosedOpensTomorrow', { time: when.time });
  return sentence('shopClosedOpensOn', { day: townDayOf(opens), time: when.time });
}
