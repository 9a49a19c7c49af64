import { Link } from 'react-router-dom';
import { ContactCard } from '../../../widgets/contact-card';
import { ClockIcon, PinIcon } from '../../../components/icons';
import { IconLine } from '../../../components/icon-line';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { localName, localText } from '../../../lib/local-name';
import type { Doctor, WithId } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { sittingDaysOf, sittingDaysText } from '../../../lib/sitting-days';
import { doctorMessages, medicalMessages } from '../messages';

/** A doctor in a list: who, where, when, the fee, and the ways to reach them. */
export function DoctorCard({ doctor }: { doctor: WithId<Doctor> }) {
  const common = useMessages(medicalMessages);
  const t = useMessages(doctorMessages);
  const name = localName(doctor);
  return (
    <ContactCard
      title={name}
      phone={doctor.phone}
      badge={<span className="fee-badge">{formatRupees(doctor.fee)}</span>}
      actions={
        <>
          <Link
            to={paths.appointment.href(doctor.id)}
            className="btn btn-primary"
            aria-label={t.bookAppointmentWith({ doctor: name })}
          >
            {common.bookAppointment}
          </Link>
          <Link
            to={paths.doctorDetails.href(doctor.id)}
            className="btn btn-link px-1"
            aria-label={t.detailsOf({ doctor: name })}
          >
            {t.details}
          </Link>
        </>
      }
    >
      <p className="doctor-degree mb-1">{localText(doctor, 'degree')}</p>
      <IconLine Icon={PinIcon}>{localText(doctor, 'chamber')}</IconLine>
      <IconLine Icon={ClockIcon} last>
        {sittingDaysText(sittingDaysOf(doctor))}, {localText(doctor, 'hours')}
      </IconLine>
    </ContactCard>
  );
}
