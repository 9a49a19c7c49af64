import { newRequestId, submitRequest } from '../../../domain/requests';
import { checkBookingDay, isSamePlace } from '../../../lib/booking-checks';
import { checkName, checkPhone, checkText, onlyErrors } from '../../../lib/form-checks';
import { isClockTime, isPastMoment } from '../../../lib/local-date';
import { type RideKind } from '../../../lib/models';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';

/** What each vehicle is and how many it seats (firestore.rules holds the same limits). */
export const rideKinds: Record<
  RideKind,
  { title: string; vehicle: string; maxPassengers: number; lead: string }
> = {
  toto: {
    title: 'Book a toto',
    vehicle: 'toto',
    maxPassengers: 4,
    lead: 'An e-rickshaw from the Station Road stand, for trips in and around Nabagram. Up to 4 passengers; pay the driver the stand’s fare.',
  },
  car: {
    title: 'Book a car',
    vehicle: 'car',
    maxPassengers: 7,
    lead: 'A car with a driver for the hospital, the station at Berhampore, or a day out. Up to 7 passengers; the fare is agreed on the phone before the trip.',
  },
};

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

const PLACE_BOUNDS = { min: 2, max: 120 } as const;

function checkPassengers(text: string, max: number): string | undefined {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > max)
    return `Choose from 1 to ${max} passengers.`;
  return undefined;
}

export function validateRide(kind: RideKind, input: RideInput, now = new Date()) {
  const dayError = checkBookingDay(input.date, now);
  let timeError: string | undefined;
  if (!isClockTime(input.time)) timeError = 'Please choose a pick-up time.';
  else if (!dayError && isPastMoment(input.date, input.time, now))
    timeError = 'That time has already passed. Please choose a later time.';
  return onlyErrors<keyof RideInput>({
    pickup: checkText(input.pickup, PLACE_BOUNDS, 'Where should the driver pick you up?'),
    drop:
      checkText(input.drop, PLACE_BOUNDS, 'Where are you going?') ??
      (isSamePlace(input.pickup, input.drop)
        ? 'The drop point is the same as the pick-up point. Please change one of them.'
        : undefined),
    date: dayError,
    time: timeError,
    passengers: checkPassengers(input.passengers, rideKinds[kind].maxPassengers),
    name: checkName(input.name),
    phone: checkPhone(input.phone),
    note: checkText(input.note, { min: 0, max: 300 }, ''),
  });
}

export const newRideId = newRequestId;

/** Sends the booking; the admin chat finds a driver, who calls back. */
export async function bookRide(id: string, kind: RideKind, input: RideInput): Promise<void> {
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw new Error(PHONE_ERROR);
  await submitRequest('rideBooking', id, {
    kind,
    name: input.name.trim(),
    phone,
    pickup: input.pickup.trim(),
    drop: input.drop.trim(),
    date: input.date,
    time: input.time,
    passengers: Number(input.passengers),
    note: input.note.trim(),
  });
}
