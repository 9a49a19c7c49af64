import { newRequestId, submitRequest } from '../../../domain/requests';
import { checkBookingDay, isSamePlace } from '../../../lib/booking-checks';
import { checkName, checkPhone, checkText, onlyErrors } from '../../../lib/form-checks';
import { isClockTime, isPastMoment } from '../../../lib/local-date';
import { type RideKind } from '../../../lib/models';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
import { textOf } from '../../../lib/i18n';
import { rideMessages } from '../messages';

/** How many each vehicle seats (the server holds the same limits); its words are `rideMessages`. */
export const rideKinds: Record<RideKind, { maxPassengers: number }> = {
  toto: { maxPassengers: 4 },
  car: { maxPassengers: 7 },
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
    return textOf(rideMessages).passengersRange({ max });
  return undefined;
}

export function validateRide(kind: RideKind, input: RideInput, now = new Date()) {
  const dayError = checkBookingDay(input.date, now);
  let timeError: string | undefined;
  const t = textOf(rideMessages);
  if (!isClockTime(input.time)) timeError = t.chooseTime;
  else if (!dayError && isPastMoment(input.date, input.time, now)) timeError = t.timePassed;
  return onlyErrors<keyof RideInput>({
    pickup: checkText(input.pickup, PLACE_BOUNDS, t.wherePickup),
    drop:
      checkText(input.drop, PLACE_BOUNDS, t.whereGoing) ??
      (isSamePlace(input.pickup, input.drop) ? t.samePlace : undefined),
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
