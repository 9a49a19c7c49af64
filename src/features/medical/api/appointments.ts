import { newRequestId, saveRequest } from '../../../domain/requests';
import {
  checkComingDay,
  checkName,
  checkPhone,
  checkText,
  NOTE_BOUNDS,
  onlyErrors,
} from '../../../lib/form-checks';
import { formatDay } from '../../../lib/local-date';
import { collections, type Doctor, type WithId } from '../../../lib/models';
import { formatIndianMobile, normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';

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

export function validateAppointment(input: AppointmentInput, now = new Date()) {
  return onlyErrors<keyof AppointmentInput>({
    doctorId: input.doctorId ? undefined : 'Please choose a doctor.',
    patientName: checkName(input.patientName, 'Please enter the patient’s name.'),
    phone: checkPhone(input.phone),
    date: checkComingDay(input.date, now),
    note: checkText(input.note, NOTE_BOUNDS, ''),
  });
}

export const newAppointmentId = newRequestId;

/** Books the visit and tells the admin chat, who confirm the serial number by phone. */
export async function bookAppointment(
  id: string,
  input: AppointmentInput,
  doctor: WithId<Doctor>,
): Promise<void> {
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw new Error(PHONE_ERROR);
  const patientName = input.patientName.trim();
  const note = input.note.trim();
  await saveRequest(
    collections.appointments,
    id,
    {
      patientName,
      phone,
      doctorId: doctor.id,
      doctorName: doctor.name,
      date: input.date,
      note,
    },
    {
      chat: 'admin',
      text: [
        `Appointment with ${doctor.name} (${doctor.speciality}) on ${formatDay(input.date)}`,
        `Chamber: ${doctor.chamber}, ${doctor.hours}`,
        `Patient: ${patientName}, ${formatIndianMobile(phone)}`,
        ...(note ? [`Note: ${note}`] : []),
      ].join('\n'),
    },
  );
}
