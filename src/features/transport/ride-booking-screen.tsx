import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PhoneField, SelectField, TextAreaField, TextField } from '../../components/form-field';
import { FormFailure, useRequestForm } from '../../components/request-form';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { formatClockTime, formatDay, lastBookingDay, localDayOf } from '../../lib/local-date';
import type { RideKind } from '../../lib/models';
import { formatIndianMobile, normalizeIndianMobile } from '../../lib/phone';
import {
  bookRide,
  emptyRide,
  newRideId,
  rideKinds,
  validateRide,
  type RideInput,
} from './api/ride-bookings';

/** The thank-you that replaces the form, focused so a screen reader hears it at once. */
function RideBooked({
  kind,
  ride,
  onAnother,
}: {
  kind: RideKind;
  ride: RideInput;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const phone = normalizeIndianMobile(ride.phone) ?? ride.phone;
  const passengers = Number(ride.passengers);
  return (
    <section className="form-card thank-you" role="status" aria-labelledby="ride-booked">
      <h2 id="ride-booked" ref={heading} tabIndex={-1} className="h4 fw-bold">
        Thank you, {ride.name.trim()}! Your {rideKinds[kind].vehicle} is booked.
      </h2>
      <dl className="detail-list">
        <div>
          <dt>When</dt>
          <dd>
            {formatDay(ride.date)}, {formatClockTime(ride.time)}
          </dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>{ride.pickup.trim()}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{ride.drop.trim()}</dd>
        </div>
        <div>
          <dt>Passengers</dt>
          <dd>{passengers}</dd>
        </div>
      </dl>
      <p>
        We are finding a driver and will call you on <strong>{formatIndianMobile(phone)}</strong>{' '}
        with their name and number. Please be at the pick-up point a few minutes early.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={onAnother}>
          Book another ride
        </button>
        <Link to={paths.home.href()} className="btn btn-outline-primary">
          Home
        </Link>
      </div>
    </section>
  );
}

/** /transport/toto and /transport/car: the same booking form, seats per vehicle. */
export default function RideBookingScreen({ kind }: { kind: RideKind }) {
  const about = rideKinds[kind];
  useDocumentTitle(about.title);
  const [booked, setBooked] = useState<RideInput | null>(null);
  const form = useRequestForm<RideInput>({
    initial: emptyRide,
    validate: (values) => validateRide(kind, values),
    save: (id, values) => bookRide(id, kind, values),
    onSaved: setBooked,
    newId: newRideId,
  });
  const { values, errors, setField } = form;

  const bookAnother = () => {
    form.reset();
    setBooked(null);
  };

  return (
    <div className="container-lg page">
      <Link to={paths.transport.href()} className="d-inline-block mb-2">
        ← Transport
      </Link>
      <h1 className="page-title">{about.title}</h1>
      <p className="page-lead">{about.lead}</p>
      <div className="row">
        <div className="col-12 col-lg-8">
          {booked ? (
            <RideBooked kind={kind} ride={booked} onAnother={bookAnother} />
          ) : (
            <form
              ref={form.formRef}
              className="form-card"
              onSubmit={form.submit}
              noValidate
              aria-labelledby="ride-form"
            >
              <h2 id="ride-form" className="h5 fw-bold mb-3">
                Your trip
              </h2>
              <TextField
                label="Pick-up point"
                name="pickup"
                maxLength={120}
                placeholder="e.g. Station Road, near the post office"
                value={values.pickup}
                error={errors.pickup}
                onChange={(event) => setField('pickup', event.target.value)}
              />
              <TextField
                label="Drop point"
                name="drop"
                maxLength={120}
                placeholder="e.g. Rural hospital"
                value={values.drop}
                error={errors.drop}
                onChange={(event) => setField('drop', event.target.value)}
              />
              <div className="row gx-3">
                <div className="col-12 col-sm-6">
                  <TextField
                    label="Date"
                    name="date"
                    type="date"
                    min={localDayOf()}
                    max={lastBookingDay()}
                    value={values.date}
                    error={errors.date}
                    onChange={(event) => setField('date', event.target.value)}
                  />
                </div>
                <div className="col-12 col-sm-6">
                  <TextField
                    label="Pick-up time"
                    name="time"
                    type="time"
                    value={values.time}
                    error={errors.time}
                    onChange={(event) => setField('time', event.target.value)}
                  />
                </div>
              </div>
              <SelectField
                label="Passengers"
                name="passengers"
                value={values.passengers}
                error={errors.passengers}
                onChange={(event) => setField('passengers', event.target.value)}
              >
                {Array.from({ length: about.maxPassengers }, (_, index) => String(index + 1)).map(
                  (count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ),
                )}
              </SelectField>
              <div className="row gx-3">
                <div className="col-12 col-sm-6">
                  <TextField
                    label="Your name"
                    name="name"
                    autoComplete="name"
                    value={values.name}
                    error={errors.name}
                    onChange={(event) => setField('name', event.target.value)}
                  />
                </div>
                <div className="col-12 col-sm-6">
                  <PhoneField
                    hint="The driver calls this number."
                    value={values.phone}
                    error={errors.phone}
                    onChange={(event) => setField('phone', event.target.value)}
                  />
                </div>
              </div>
              <TextAreaField
                label="Anything the driver should know? (optional)"
                name="note"
                rows={2}
                maxLength={300}
                placeholder="Luggage, a wheelchair, a return trip…"
                value={values.note}
                error={errors.note}
                onChange={(event) => setField('note', event.target.value)}
              />
              <FormFailure message={form.failure} />
              <button type="submit" className="btn btn-primary" disabled={form.sending}>
                {form.sending ? 'Booking…' : `Book ${about.vehicle}`}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
