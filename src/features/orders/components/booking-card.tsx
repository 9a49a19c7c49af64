import { useQuery } from '@tanstack/react-query';
import type { StoreValue } from 'nanostores';
import { queryClient } from '../../../data/query-client';
import { ErrorText } from '../../../components/error-text';
import { LoadingView } from '../../../components/screen-status';
import { useMessages } from '../../../lib/i18n';
import { labSlotText } from '../../../lib/lab-slots';
import { formatClockTime, formatDay } from '../../../lib/local-date';
import { collections } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { bookingQuery, type BookingView } from '../api/orders';
import { bookingCardMessages } from '../messages';
import { formatOrderDate } from './status-timeline';

type Words = StoreValue<typeof bookingCardMessages>;

/** One line on what was asked for, from what the record holds. */
function whatOf(booking: BookingView, t: Words): string {
  const day = booking.date ? formatDay(booking.date) : '';
  switch (booking.collection) {
    case collections.appointments:
      return t.appointment({ doctor: booking.doctorName ?? '', day });
    case collections.labBookings:
      return t.labTests({
        day,
        slot: booking.slot ? labSlotText(booking.slot) : '',
        tests: (booking.testNames ?? []).join(', '),
        total: formatRupees(booking.total ?? 0),
      });
    case collections.medicineOrders:
      return t.medicines(booking.items?.length ?? 0);
    case collections.assistRequests:
      return t.help;
    case collections.rideBookings:
      return t.ride({
        day,
        time: booking.time ? formatClockTime(booking.time) : '',
        from: booking.pickup ?? '',
        to: booking.drop ?? '',
      });
    case collections.serviceRequests:
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
  const read = useQuery(bookingQuery(collection, id), queryClient);
  const { data: booking, isPending } = read;
  if (isPending) return <LoadingView label={t.openingBooking} />;
  if (read.isError) return <ErrorText of={read} className="text-danger small mb-0" />;
  if (!booking) return <p className="small mb-0">{t.bookingGone({ number })}</p>;
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <div>
          <h3 className="h6 fw-bold mb-0">
            {t.bookingNumber({ number: booking.reference || number })}
          </h3>
          <span className="small text-body-secondary">{formatOrderDate(booking.createdAt)}</span>
        </div>
        <span className={`status-pill request-${booking.status}`}>{t[booking.status]}</span>
      </div>
      <p className="mb-1 mt-2">{whatOf(booking, t)}</p>
      {booking.staffNote && (
        <p className="mb-0 staff-note">{t.staffNote({ note: booking.staffNote })}</p>
      )}
    </>
  );
}
