import * as v from 'valibot';
import { schemaChecks } from '../../../components/form';
import { submitRequest, type SavedRequest } from '../../../data/requests';
import { checkBookingDay } from '../../../lib/booking-checks';
import { textOf } from '../../../lib/i18n';
import { bookableDays } from '../../../lib/local-date';
import { localName } from '../../../lib/local-name';
import { type Doctor, type WithId } from '../../../lib/models';
import { bookingFormMessages } from '../../../lib/requests/messages';
import { appointmentRequest } from '../../../lib/requests/schemas';
import { sitsOn, sittingDaysOf } from '../../../lib/sitting-days';
import { appointmentMessages } from '../messages';

export type AppointmentInput = v.InferInput<typeof appointmentRequest>;

export const emptyAppointment: AppointmentInput = {
  doctorId: '',
  patientName: '',
  phone: '',
  date: '',
  note: '',
};

/** The days `doctor` sits from today to the end of the booking window: all a visit can be booked for. */
export function visitDaysOf(doctor: Doctor, now = new Date()): string[] {
  const days = sittingDaysOf(doctor);
  return bookableDays(now).filter((day) => sitsOn(days, day));
}

function checkVisitDay(day: string, doctor: Doctor | undefined, now: Date): string | undefined {
  const problem = checkBookingDay(day, now);
  if (problem || !doctor || sitsOn(sittingDaysOf(doctor), day)) return problem;
  return textOf(appointmentMessages).doctorDoesNotSit({ doctor: localName(doctor) });
}

/**
 * The request's schema, and `doctor`, the chosen one among those listed:
 * one that is not (any more) cannot be booked, and the day must be one they sit.
 */
export function validateAppointment(
  input: AppointmentInput,
  doctor: Doctor | undefined,
  now = new Date(),
) {
  return schemaChecks<AppointmentInput>(appointmentRequest, (values) => ({
    doctorId: doctor ? undefined : textOf(bookingFormMessages).pleaseChooseDoctor,
    date: checkVisitDay(values.date, doctor, now),
  }))(input);
}

/** Books the visit; the server tells the admin chat, who confirm the serial number by phone. */
export async function bookAppointment(
  id: string,
  input: AppointmentInput,
  doctor: WithId<Doctor>,
): Promise<SavedRequest> {
  return submitRequest('appointment', id, {
    ...v.parse(appointmentRequest, input),
    doctorId: doctor.id,
  });
}
