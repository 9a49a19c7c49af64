import { newRequestId, submitRequest } from '../../../domain/requests';
import { checkBookingDay } from '../../../lib/booking-checks';
import {
  checkName,
  checkPhone,
  checkText,
  NOTE_BOUNDS,
  onlyErrors,
} from '../../../lib/form-checks';
import { textOf } from '../../../lib/i18n';
import { bookableDays } from '../../../lib/local-date';
import { localName } from '../../../lib/local-name';
import { type Doctor, type WithId } from '../../../lib/models';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
import { sitsOn, sittingDaysOf } from '../../../lib/sitting-days';
import { appointmentMessages } from '../messages';
import { formMessages } from '../../../lib/messages';

export interface AppointmentInput {
  doctorId: string;
  patientName: string;
  phone: string;
  date: string;
  note: string;
}

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

/** `doctor` is the chosen one, once loaded: the day must be one they sit. */
export function validateAppointment(
  input: AppointmentInput,
  doctor: Doctor | undefined,
  now = new Date(),
) {
  return onlyErrors<keyof AppointmentInput>({
    doctorId: input.doctorId ? undefined : textOf(appointmentMessages).pleaseChooseDoctor,
    patientName: checkName(input.patientName, textOf(formMessages).enterPatientName),
    phone: checkPhone(input.phone),
    date: checkVisitDay(input.date, doctor, now),
    note: checkText(input.note, NOTE_BOUNDS, ''),
  });
}

export const newAppointmentId = newRequestId;

/** Books the visit; the server tells the admin chat, who confirm the serial number by phone. */
export async function bookAppointment(
  id: string,
  input: AppointmentInput,
  doctor: WithId<Doctor>,
): Promise<void> {
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw new Error(PHONE_ERROR);
  await submitRequest('appointment', id, {
    patientName: input.patientName.trim(),
    phone,
    doctorId: doctor.id,
    date: input.date,
    note: input.note.trim(),
  });
}
