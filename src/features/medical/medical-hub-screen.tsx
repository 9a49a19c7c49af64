import { Link } from 'react-router-dom';
import {
  ClockIcon,
  EmergencyIcon,
  MedicalIcon,
  ParcelIcon,
  PhoneIcon,
  PinIcon,
  SearchIcon,
} from '../../components/icons';
import { TileGrid, type TileProps } from '../../components/tile-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { directoryTypes } from './api/directory';

const care: readonly TileProps[] = [
  {
    to: paths.doctors.href(),
    name: 'Doctors',
    note: 'Specialists and general physicians, chamber days and fees',
    Icon: MedicalIcon,
    colour: '#c2185b',
  },
  {
    to: paths.appointment.href(),
    name: 'Book appointment',
    note: 'Get a serial with a doctor',
    Icon: ClockIcon,
    colour: '#6a1b9a',
  },
  {
    to: paths.labTest.href(),
    name: 'Lab tests',
    note: 'Prices, and sample collection at home',
    Icon: SearchIcon,
    colour: '#0d6b94',
  },
  {
    to: paths.medicineOrder.href(),
    name: 'Order medicines',
    note: 'Type them from your prescription',
    Icon: ParcelIcon,
    colour: '#2e7d32',
  },
  {
    to: paths.pharmacy.href(),
    name: 'Pharmacy',
    note: 'Chemists in town and what they stock',
    Icon: MedicalIcon,
    colour: '#00695c',
  },
];

const urgent: readonly TileProps[] = [
  {
    to: paths.mediAssist.href(),
    name: 'Ask for help',
    note: 'Hospital bed, ambulance or blood',
    Icon: EmergencyIcon,
    colour: '#b3261e',
  },
  {
    to: paths.emergencyService.href('ambulance'),
    name: 'Ambulance numbers',
    note: 'Call 108 or a local ambulance',
    Icon: PhoneIcon,
    colour: '#b3261e',
  },
];

const directoryColours = ['#37474f', '#5d4037', '#0d6b94', '#b3261e'];
const places: readonly TileProps[] = directoryTypes.map(({ type, title, lead }, index) => ({
  to: paths.medicalDirectory.href(type),
  name: title,
  note: lead.split('.')[0] ?? lead,
  Icon: PinIcon,
  colour: directoryColours[index % directoryColours.length] ?? '#37474f',
}));

export default function MedicalHubScreen() {
  useDocumentTitle('Medical');
  return (
    <div className="container-lg page">
      <h1 className="page-title">Medical</h1>
      <p className="page-lead">
        Find a doctor, book a visit or a home blood test, order medicines, and get help fast when
        someone is unwell.
      </p>
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="note">
        <span className="flex-grow-1">
          Someone badly hurt or unconscious? Do not wait for a reply here.
        </span>
        <a href="tel:108" className="btn btn-danger">
          <PhoneIcon /> Call 108
        </a>
      </div>

      <section aria-labelledby="medical-care">
        <h2 id="medical-care" className="section-title">
          Doctors, tests and medicines
        </h2>
        <TileGrid tiles={care} />
      </section>

      <section aria-labelledby="medical-urgent">
        <h2 id="medical-urgent" className="section-title">
          Urgent help
        </h2>
        <TileGrid tiles={urgent} />
      </section>

      <section aria-labelledby="medical-places">
        <h2 id="medical-places" className="section-title">
          Hospitals and clinics
        </h2>
        <TileGrid tiles={places} />
      </section>

      <p className="mt-4 mb-0 text-body-secondary">
        All emergency numbers — police, fire, WBSEDCL — are on the{' '}
        <Link to={paths.emergency.href()}>emergency page</Link>.
      </p>
    </div>
  );
}
