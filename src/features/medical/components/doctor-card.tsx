import { Link } from 'react-router-dom';
import { ContactCard } from '../../../components/contact-card';
import { ClockIcon, PinIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import type { Doctor, WithId } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { sittingDaysOf, sittingDaysText } from '../../../lib/sitting-days';

/** A doctor in a list: who, where, when, the fee, and the ways to reach them. */
export function DoctorCard({ doctor }: { doctor: WithId<Doctor> }) {
  return (
    <ContactCard
      title={doctor.name}
      phone={doctor.phone}
      badge={<span className="fee-badge">{formatRupees(doctor.fee)}</span>}
      actions={
        <>
          <Link to={paths.appointment.href(doctor.id)} className="btn btn-primary">
            Book appointment
            <span className="visually-hidden"> with {doctor.name}</span>
          </Link>
          <Link to={paths.doctorDetails.href(doctor.id)} className="btn btn-link px-1">
            Details<span className="visually-hidden"> of {doctor.name}</span>
          </Link>
        </>
      }
    >
      <p className="doctor-degree mb-1">{doctor.degree}</p>
      <p className="shop-card-line mb-1">
        <PinIcon />
        {doctor.chamber}
      </p>
      <p className="shop-card-line mb-0">
        <ClockIcon />
        {sittingDaysText(sittingDaysOf(doctor))}, {doctor.hours}
      </p>
    </ContactCard>
  );
}
