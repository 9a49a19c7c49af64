import { useQuery } from '@tanstack/react-query';
import type { StoreValue } from 'nanostores';
import { queryClient } from '../../../data/query-client';
import { locale, useMessages, type Locale } from '../../../lib/i18n';
import { labSlotText } from '../../../lib/lab-slots';
import { formatClockTime, formatDay } from '../../../lib/local-date';
import { localText } from '../../../lib/local-name';
import { tradeNames } from '../../../lib/requests/messages';
import { collections } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { bookingQuery, type BookingView } from '../api/find-order-reads';
import { bookingCardMessages } from '../messages';
import { formatOrderDate } from './status-timeline';
import { FoundCard, FoundHead } from './found-card';

type Words = StoreValue<typeof bookingCardMessages>;
type Trades = StoreValue<typeof tradeNames>;

const isTrade = (trades: Trades, type: string | undefined): type is keyof Trades =>
  type !== undefined && Object.hasOwn(trades, type);

/**
 * The tests of a home collection in the reader's language, as its thank-you
 * page named them: the names kept in that language when it was booked, else
 * the English (an older record).
 */
function testNamesOf(booking: BookingView, code: Locale): string[] {
  const english = booking.testNames ?? [];
  const local = code === 'bn' ? booking.testNamesBn : code === 'hi' ? booking.testNamesHi : null;
  return english.map((name, index) => local?.[index] || name);
}

/** One line on what was asked for, from what the record holds, in the reader's language. */
function whatOf(booking: BookingView, t: Words, trades: Trades, code: Locale): string {
  const day = booking.date ? formatDay(booking.date) : '';
  switch (booking.collection) {
    case collections.appointments:
      return t.appointment({
        doctor: localText({ doctorName: '', ...booking }, 'doctorName', code),
        day,
      });
    case collections.labBookings:
      return t.labTests({
        day,
        slot: booking.slot ? labSlotText(booking.slot) : '',
        tests: testNamesOf(booking, code).join(', '),
        total: formatRupees(booking.total ?? 0),
      });
    case collections.medicineOrders:
      return t.medicines(booking.items?.length ?? 0);
    case collections.assistRequests:
      return t.help;
    case collections.rideBookings: {
      const ride = {
        day,
        time: booking.time ? formatClockTime(booking.time) : '',
        from: booking.pickup ?? '',
        to: booking.drop ?? '',
      };
      return booking.kind === 'toto' ? t.totoRide(ride) : t.carRide(ride);
    }
    case collections.serviceRequests:
      if (day && isTrade(trades, booking.serviceType)) {
        return t.tradeVisit({ trade: trades[booking.serviceType], day });
      }
      return day ? t.serviceOn({ day }) : t.service;
    default:
      return t.message;
  }
}

/** A booking or request this browser knows the id of: where it stands and the staff's note. */
export function BookingCard({
  collection,
  id,
  number,
}: {
  collection: string;
  id: string;
  number: string;
}) {
  const t = useMessages(bookingCardMessages);
  const trades = useMessages(tradeNames);
  const code = useMessages(locale);
  const read = useQuery(bookingQuery(collection, id), queryClient);
  return (
    <FoundCard read={read} opening={t.openingBooking} gone={t.bookingGone({ number })}>
      {(booking) => (
        <>
          <FoundHead
            title={t.bookingNumber({ number: booking.reference || number })}
            made={formatOrderDate(booking.createdAt)}
          >
            <span className={`status-pill request-${booking.status}`}>{t[booking.status]}</span>
          </FoundHead>
          <p className="mb-1 mt-2">{whatOf(booking, t, trades, code)}</p>
          {booking.staffNote && (
            <p className="mb-0 staff-note">{t.staffNote({ note: booking.staffNote })}</p>
          )}
        </>
      )}
    </FoundCard>
  );
}
