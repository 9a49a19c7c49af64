import type { StoreValue } from 'nanostores';
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
import { TileSection, type TileProps } from '../../components/tile-link';
import { Call108Note } from './components/call-108-note';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { directoryTypes } from '../../lib/choice-lists';
import { placeWords } from './api/directory';
import { medicalDirectoryMessages, medicalHubMessages, medicalMessages } from './messages';

type CommonWords = StoreValue<typeof medicalMessages>;
type HubWords = StoreValue<typeof medicalHubMessages>;

const careTiles = (common: CommonWords, t: HubWords): TileProps[] => [
  {
    to: paths.doctors.href(),
    name: common.doctors,
    note: t.doctorsNote,
    Icon: MedicalIcon,
    colour: '#c2185b',
  },
  {
    to: paths.appointment.href(),
    name: common.bookAppointment,
    note: t.bookAppointmentNote,
    Icon: ClockIcon,
    colour: '#6a1b9a',
  },
  {
    to: paths.labTest.href(),
    name: t.labTests,
    note: t.labTestsNote,
    Icon: SearchIcon,
    colour: '#0d6b94',
  },
  {
    to: paths.medicineOrder.href(),
    name: t.orderMedicines,
    note: t.orderMedicinesNote,
    Icon: ParcelIcon,
    colour: '#2e7d32',
  },
  {
    to: paths.pharmacy.href(),
    name: t.pharmacy,
    note: t.pharmacyNote,
    Icon: MedicalIcon,
    colour: '#00695c',
  },
];

const urgentTiles = (common: CommonWords, t: HubWords): TileProps[] => [
  {
    to: paths.mediAssist.href(),
    name: common.askForHelp,
    note: t.askForHelpNote,
    Icon: EmergencyIcon,
    colour: '#b3261e',
  },
  {
    to: paths.emergencyService.href('ambulance'),
    name: t.ambulanceNumbers,
    note: t.ambulanceNumbersNote,
    Icon: PhoneIcon,
    colour: '#b3261e',
  },
];

const directoryColours = ['#37474f', '#5d4037', '#0d6b94', '#b3261e'];
const placeTiles = (t: StoreValue<typeof medicalDirectoryMessages>): TileProps[] =>
  directoryTypes.map((type, index) => {
    const { title, note } = placeWords(t, type);
    return {
      to: paths.medicalDirectory.href(type),
      name: title,
      note,
      Icon: PinIcon,
      colour: directoryColours[index % directoryColours.length] ?? '#37474f',
    };
  });

export default function MedicalHubScreen() {
  const common = useMessages(medicalMessages);
  const t = useMessages(medicalHubMessages);
  const places = useMessages(medicalDirectoryMessages);
  useDocumentTitle(common.medical);
  return (
    <Page title={common.medical} lead={t.lead}>
      <Call108Note>{t.badlyHurt}</Call108Note>

      <TileSection title={t.careTitle} tiles={careTiles(common, t)} />
      <TileSection title={t.urgentTitle} tiles={urgentTiles(common, t)} />
      <TileSection title={t.placesTitle} tiles={placeTiles(places)} />

      <p className="mt-4 mb-0 text-body-secondary">
        {t.emergencyPageBefore} <Link to={paths.emergency.href()}>{t.emergencyPageLink}</Link>
        {t.emergencyPageAfter}
      </p>
    </Page>
  );
}
