import { PhoneIcon, TransportIcon } from '../../components/icons';
import { TileGrid, type TileProps } from '../../components/tile-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';

const tiles: readonly TileProps[] = [
  {
    to: paths.toto.href(),
    name: 'Toto',
    note: 'E-rickshaw in town, up to 4 people',
    Icon: TransportIcon,
    colour: '#0d6b94',
  },
  {
    to: paths.car.href(),
    name: 'Car',
    note: 'With a driver, up to 7 people',
    Icon: TransportIcon,
    colour: '#37474f',
  },
  {
    to: paths.emergencyService.href('transport'),
    name: 'Stands and buses',
    note: 'Toto stand, bus enquiry, car rental numbers',
    Icon: PhoneIcon,
    colour: '#5d4037',
  },
];

export default function TransportHubScreen() {
  useDocumentTitle('Transport');
  return (
    <div className="container-lg page">
      <h1 className="page-title">Transport</h1>
      <p className="page-lead">
        Book a toto or a car for the time you need it — to the station, the hospital or the bazar.
        We find a driver and call you to confirm.
      </p>
      <TileGrid tiles={tiles} />
      <section className="info-card mt-4" aria-labelledby="transport-fares">
        <h2 id="transport-fares">Fares</h2>
        <p className="mb-0">
          Totos charge the stand’s fixed fares (₹15 from Station Road to the bus stand). Car fares
          depend on the distance and waiting time and are agreed on the phone before you travel. Pay
          the driver directly.
        </p>
      </section>
    </div>
  );
}
