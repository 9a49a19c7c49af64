import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PhoneField, SelectField, TextAreaField, TextField } from '../../components/form-field';
import { FormFailure, useRequestForm } from '../../components/form';
import { ReferenceCodes } from '../../components/reference-codes';
import { useDocumentTitle } from '../../components/use-document-title';
import type { SavedRequest } from '../../data/requests';
import { paths } from '../../config/paths';
import { formatClockTime, formatDay, lastBookingDay, localDayOf } from '../../lib/local-date';
import type { RideKind } from '../../lib/models';
import { formatIndianMobile } from '../../lib/phone';
import { localDigits, locale, useMessages } from '../../lib/i18n';
import { rideMessages } from './messages';
import {
  bookRide,
  emptyRide,
  newRideId,
  seatsOf,
  validateRide,
  type RideInput,
} from './api/ride-bookings';
import { PLACE_BOUNDS, RIDE_NOTE_BOUNDS } from '../../lib/requests/schemas';

/** The thank-you that replaces the form, focused so a screen reader hears it at once. */
function RideBooked({
  kind,
  ride,
  saved,
  onAnother,
}: {
  kind: RideKind;
  ride: RideInput;
  saved: SavedRequest;
  onAnother: () => void;
}) {
  const t = useMessages(rideMessages);
  const code = useMessages(locale);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { phone } = saved;
  const passengers = Number(ride.passengers);
  return (
    <section className="form-card thank-you" role="status" aria-labelledby="ride-booked">
      <h2 id="ride-booked" ref={heading} tabIndex={-1} className="h4 fw-bold">
        {t[`${kind}Booked`]({ name: ride.name.trim() })}
      </h2>
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
        {t.findingDriverBefore} <strong>{formatIndianMobile(phone)}</strong> {t.findingDriverAfter}
      </p>
      <ReferenceCodes kind="booking" number={saved.reference} code={saved.code} phone={phone} />
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={onAnother}>
          {t.bookAnother}
        </button>
        <Link to={paths.home.href()} className="btn btn-outline-primary">
          {t.home}
        </Link>
      </div>
    </section>
  );
}

/** /transport/toto and /transport/car: the same booking form, seats per vehicle. */
export default function RideBookingScreen({ kind }: { kind: RideKind }) {
  const t = useMessages(rideMessages);
  const code = useMessages(locale);
  useDocumentTitle(t[`${kind}Title`]);
  const [booked, setBooked] = useState<{ ride: RideInput; saved: SavedRequest } | null>(null);
  const form = useRequestForm({
    initial: emptyRide,
    validate: (values: RideInput) => validateRide(kind, values),
    save: (id, values) => bookRide(id, kind, values),
    onSaved: (ride, saved) => setBooked({ ride, saved }),
    newId: newRideId,
  });

  const bookAnother = () => {
    form.reset();
    setBooked(null);
  };

  return (
    <div className="container-lg page">
      <Link to={paths.transport.href()} className="d-inline-block mb-2">
        {t.back}
      </Link>
      <h1 className="page-title">{t[`${kind}Title`]}</h1>
      <p className="page-lead">{t[`${kind}Lead`]}</p>
      <div className="row">
        <div className="col-12 col-lg-8">
          {booked ? (
            <RideBooked kind={kind} {...booked} onAnother={bookAnother} />
          ) : (
            <form
              className="form-card"
              onSubmit={form.submit}
              noValidate
              aria-labelledby="ride-form"
            >
              <h2 id="ride-form" className="h5 fw-bold mb-3">
                {t.yourTrip}
              </h2>
              <TextField
                label={t.pickup}
                name="pickup"
                maxLength={PLACE_BOUNDS.max}
                placeholder={t.pickupExample}
                {...form.text('pickup')}
              />
              <TextField
                label={t.drop}
                name="drop"
                maxLength={PLACE_BOUNDS.max}
                placeholder={t.dropExample}
                {...form.text('drop')}
              />
              <div className="row gx-3">
                <div className="col-12 col-sm-6">
                  <TextField
                    label={t.date}
                    name="date"
                    type="date"
                    min={localDayOf()}
                    max={lastBookingDay()}
                    {...form.text('date')}
                  />
                </div>
                <div className="col-12 col-sm-6">
                  <TextField label={t.time} name="time" type="time" {...form.text('time')} />
                </div>
              </div>
              <SelectField label={t.passengers} name="passengers" {...form.text('passengers')}>
                {Array.from({ length: seatsOf[kind] }, (_, index) => String(index + 1)).map(
                  (count) => (
                    <option key={count} value={count}>
                      {localDigits(count, code)}
                    </option>
                  ),
                )}
              </SelectField>
              <div className="row gx-3">
                <div className="col-12 col-sm-6">
                  <TextField
                    label={t.yourName}
                    name="name"
                    autoComplete="name"
                    {...form.text('name')}
                  />
                </div>
                <div className="col-12 col-sm-6">
                  <PhoneField hint={t.driverCalls} {...form.text('phone')} />
                </div>
              </div>
              <TextAreaField
                label={t.note}
                name="note"
                rows={2}
                maxLength={RIDE_NOTE_BOUNDS.max}
                placeholder={t.noteExample}
                {...form.text('note')}
              />
              <FormFailure message={form.failure} />
              <button type="submit" className="btn btn-primary" disabled={form.sending}>
                {form.sending ? t.booking : t[`${kind}Book`]}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
