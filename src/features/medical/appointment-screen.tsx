import { useSearchParams } from 'react-router-dom';
import { NoteField, SelectField } from '../../components/form-field';
import { RequestForm } from '../../widgets/request-form';
import { useMedicalRequest } from './use-medical-request';
import { Page } from '../../components/page';
import { RetryAlert } from '../../components/list-footer';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { inNameOrder, useListView, queryClient } from '../../data/query-client';
import { paths } from '../../config/paths';
import { choiceName, specialities } from '../../lib/choice-lists';
import { useMessages } from '../../lib/i18n';
import { BOOKING_WINDOW_DAYS, formatDay } from '../../lib/local-date';
import { localName, localText } from '../../lib/local-name';
import type { Doctor, WithId } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { sitsOn, sittingDaysOf, sittingDaysText } from '../../lib/sitting-days';
import {
  bookAppointment,
  emptyAppointment,
  validateAppointment,
  visitDaysOf,
} from './api/appointments';
import { allDoctorsQuery, doctorQuery } from './api/doctors';
import { appointmentMessages, medicalMessages } from './messages';
import { PatientAndPhone } from './components/patient-and-phone';
import { namesOf } from './thanks';

/** /medical/appointment: book a visit; ?doctor=<id> comes chosen. */
export default function AppointmentScreen() {
  const common = useMessages(medicalMessages);
  const t = useMessages(appointmentMessages);
  useDocumentTitle(t.title);
  const chosenId = useSearchParams()[0].get('doctor') ?? '';
  const chosen = useQuery(doctorQuery(chosenId), queryClient);
  const doctors = inNameOrder(useListView(useInfiniteQuery(allDoctorsQuery(), queryClient)));

  // The doctor from the link first (it may sit on a later page), then the list by name.
  const options: WithId<Doctor>[] = [];
  if (chosen.data) options.push(chosen.data);
  for (const doctor of doctors.items) if (doctor.id !== chosenId) options.push(doctor);
  const doctorOf = (id: string) => options.find((doctor) => doctor.id === id);

  const form = useMedicalRequest({
    initial: { ...emptyAppointment, doctorId: chosenId },
    validate: (values) => validateAppointment(values, doctorOf(values.doctorId)),
    save: async (id, values) => {
      const doctor = doctorOf(values.doctorId);
      if (!doctor) throw new Error(t.doctorNoLongerListed);
      return bookAppointment(id, values, doctor);
    },
    asked: (values) => ({
      kind: 'appointment',
      doctor: namesOf(doctorOf(values.doctorId) ?? { name: t.theDoctor }),
      date: values.date,
    }),
    nameOf: (values) => values.patientName,
  });
  const { values, errors, setField } = form;
  const doctor = doctorOf(values.doctorId);
  const linkedDoctorGone = chosenId !== '' && chosen.data === null;
  // Only the doctor's sitting days are offered: no visit is booked for a day the chamber is shut.
  const visitDays = doctor ? visitDaysOf(doctor) : [];
  const chooseDoctor = (id: string) => {
    setField('doctorId', id);
    const next = doctorOf(id);
    if (values.date && next && !sitsOn(sittingDaysOf(next), values.date)) setField('date', '');
  };

  return (
    <Page
      back={{ to: paths.doctors.href(), label: <>← {common.doctors}</> }}
      title={t.title}
      lead={t.lead}
    >
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <RequestForm
            form={form}
            title={t.visitDetails}
            submitLabel={common.bookAppointment}
            sendingLabel={common.booking}
          >
            {linkedDoctorGone && (
              <div className="alert alert-warning" role="note">
                {t.linkedDoctorGone}
              </div>
            )}
            <SelectField
              label={t.doctor}

              name="doctorId"
              value={doctor ? values.doctorId : ''}
              error={errors.doctorId}
              hint={
                doctor
                  ? t.doctorHint({
                      speciality: choiceName(specialities, doctor.speciality),
                      chamber: localText(doctor, 'chamber'),
                      days: sittingDaysText(sittingDaysOf(doctor)),
                      hours: localText(doctor, 'hours'),
                      fee: formatRupees(doctor.fee),
                    })
                  : t.notSureWhom({ speciality: choiceName(specialities, 'General Medicine') })
              }
              onChange={(event) => chooseDoctor(event.target.value)}
            >
              <option value="">{t.chooseDoctor}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {localName(option)} — {choiceName(specialities, option.speciality)}
                </option>
              ))}
            </SelectField>
            {doctors.hasMore && (
              <button
                type="button"
                className="btn btn-link px-0 mb-3"
                onClick={doctors.loadMore}
                disabled={doctors.status === 'loading-more'}
              >
                {t.showMoreDoctors}
              </button>
            )}
            {doctors.status === 'failed' && (
              <RetryAlert error={doctors.error} retry={doctors.retry} />
            )}
            <PatientAndPhone form={form} phoneHint={t.phoneHint} />
            <SelectField
              label={t.dateOfVisit}
              name="date"
              value={visitDays.includes(values.date) ? values.date : ''}
              error={errors.date}
              hint={
                !doctor
                  ? t.daysAppearHere
                  : visitDays.length === 0
                    ? t.daysNotListed
                    : t.visitDaysHint(BOOKING_WINDOW_DAYS, { doctor: localName(doctor) })
              }
              onChange={(event) => setField('date', event.target.value)}
            >
              <option value="">{doctor ? t.chooseDay : t.chooseDoctorFirst}</option>
              {visitDays.map((day) => (
                <option key={day} value={day}>
                  {formatDay(day)}
                </option>
              ))}
            </SelectField>
            <NoteField label={t.reason} rows={3} {...form.text('note')} />
          </RequestForm>
        </div>
        <aside className="col-12 col-lg-5" aria-labelledby="appointment-how">
          <div className="info-card">
            <h2 id="appointment-how">{t.howBookingWorks}</h2>
            <ol className="mb-0 ps-3">
              <li>{t.howStep1}</li>
              <li>{t.howStep2}</li>
              <li>{t.howStep3}</li>
            </ol>
          </div>
        </aside>
      </div>
    </Page>
  );
}
