import * as v from 'valibot';
import { fieldErrors, type FormErrors } from '../../../components/form';
import { submitRequest, type SavedRequest } from '../../../data/requests';
import { checkBookingDay } from '../../../lib/booking-checks';
import { textOf } from '../../../lib/i18n';
import { isPastMoment } from '../../../lib/local-date';
import { type RideKind } from '../../../lib/models';
import { rideBookingRequest, seatsOf } from '../../../lib/requests/schemas';
import { rideMessages } from '../messages';

/** How many each vehicle seats. */
export { seatsOf };

export interface RideInput {
  pickup: string;
  drop: string;
  date: string;
  time: string;
  passengers: string;
  name: string;
  phone: string;
  note: string;
}

export const emptyRide: RideInput = {
  pickup: '',
  drop: '',
  date: '',
  time: '',
  passengers: '1',
  name: '',
  phone: '',
  note: '',
};

/** The request the form's values make for a `kind` of ride (passengers that cannot be read as a number are 0). */
const requestOf = (kind: RideKind, input: RideInput) => ({
  ...input,
  kind,
  passengers: Number(input.passengers) || 0,
});

/** The request's schema, and by the browser's clock: a day still open, a time not yet passed. */
export function validateRide(kind: RideKind, input: RideInput, now = new Date()) {
  const errors: FormErrors<RideInput> = fieldErrors(rideBookingRequest, requestOf(kind, input));
  const dayError = checkBookingDay(input.date, now);
  errors.date ??= dayError;
  if (!errors.time && !dayError && isPastMoment(input.date, input.time, now)) {
    errors.time = textOf(rideMessages).timePassed;
  }
  return errors;
}

/** Sends the booking; the admin chat finds a driver, who calls back. */
export async function bookRide(
  id: string,
  kind: RideKind,
  input: RideInput,
): Promise<SavedRequest> {
  return submitRequest('rideBooking', id, v.parse(rideBookingRequest, requestOf(kind, input)));
}
