import { Link } from 'react-router-dom';
import {
  FieldRow,
  NameAndPhone,
  SelectField,
  NoteField,
  TextField,
} from '../../components/form-field';
import { RequestForm, RequestSent, useRequestForm } from '../../widgets/request-form';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { formatClockTime, formatDay, lastBookingDay, localDayOf } from '../../lib/local-date';
import type { RideKind } from '../../lib/models';
import { localDigits, locale, useMessages } from '../../lib/i18n';
import { rideMessages } from './messages';
import { bookRide, emptyRide, seatsOf, validateRide, type RideInput } from './api/ride-bookings';
import { PLACE_BOUNDS } from '../../lib/requests/schemas';
import { readablePhone } from '../../widgets/contact-card';

/** What the thank-you says of the ride booked. */
function RideBooked({ ride, phone }: { ride: RideInput; phone: string }) {
  const t = useMessages(rideMessages);
  const code = useMessages(locale);
  const passengers = Number(ride.passengers);
  return (
    <>
      <dl className="detail-list">
        <div>
          <dt>{t.when}</dt>
          <dd>
            {formatDay(ride.date)}, {formatClockTime(ride.time)}
          </dd>
        </div>
        <div>
          <dt>{t.from}</dt>
          <dd>{ride.pickup.trim()}</dd>
        </div>
        <div>
          <dt>{t.to}</dt>
          <dd>{ride.drop.trim()}</dd>
        </div>
        <div>
          <dt>{t.passengers}</dt>
          <dd>{localDigits(String(passengers), code)}</dd>
        </div>
      </dl>
      <p>
        {t.findingDriverBefore} <strong>{readablePhone(phone)}</strong> {t.findingDriverAfter}
      </p>
    </>
  );
}

/** /transport/toto and /transport/car: the same booking form, seats per vehicle. */
export default function RideBookingScreen({ kind }: { kind: RideKind }) {
  const t = useMessages(rideMessages);
  const code = useMessages(locale);
  useDocumentTitle(t[`${kind}Title`]);
  const form = useRequestForm({
    initial: emptyRide,
    validate: (values: RideInput) => validateRide(kind, values),
    save: (id, values) => bookRide(id, kind, values),
  });

  return (
    <Page
      back={{ to: paths.transport.href(), label: t.back }}
      title={t[`${kind}Title`]}
      lead={t[`${kind}Lead`]}
    >
      <div className="row">
        <div className="col-12 col-lg-8">
          <RequestForm
            form={form}
            title={t.yourTrip}
            submitLabel={t[`${kind}Book`]}
            sendingLabel={t.booking}
            sent={
              form.sent && (
                <RequestSent
                  title={t[`${kind}Booked`]({ name: form.sent.values.name.trim() })}
                  booking={form.sent.saved}
                  anotherLabel={t.bookAnother}
                  onAnother={() => form.reset()}
                  actions={
                    <Link to={paths.home.href()} className="btn btn-outline-primary">
                      {t.home}
                    </Link>
                  }
                >
                  <RideBooked ride={form.sent.values} phone={form.sent.saved.phone} />
                </RequestSent>
              )
            }
          >
            <TextField
              label={t.pickup}
              maxLength={PLACE_BOUNDS.max}
              placeholder={t.pickupExample}
              {...form.text('pickup')}
            />
            <TextField
              label={t.drop}
              maxLength={PLACE_BOUNDS.max}
              placeholder={t.dropExample}
              {...form.text('drop')}
            />
            <FieldRow>
              <TextField
                label={t.date}
                type="date"
                min={localDayOf()}
                max={lastBookingDay()}
                {...form.text('date')}
              />
              <TextField label={t.time} type="time" {...form.text('time')} />
            </FieldRow>
            <SelectField label={t.passengers} {...form.text('passengers')}>
              {Array.from({ length: seatsOf[kind] }, (_, index) => String(index + 1)).map(
                (count) => (
                  <option key={count} value={count}>
                    {localDigits(count, code)}
                  </option>
                ),
              )}
            </SelectField>
            <NameAndPhone nameLabel={t.yourName} form={form} phoneHint={t.driverCalls} sideBySide />
            <NoteField label={t.note} placeholder={t.noteExample} {...form.text('note')} />
          </RequestForm>
        </div>
      </div>
    </Page>
  );
}
