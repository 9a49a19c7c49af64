import { PhoneIcon, TransportIcon } from '../../components/icons';
import { TileGrid, type TileProps } from '../../components/tile-link';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { transportMessages } from './messages';

export default function TransportHubScreen() {
  const t = useMessages(transportMessages);
  useDocumentTitle(t.title);
  const tiles: readonly TileProps[] = [
    {
      to: paths.toto.href(),
      name: t.toto,
      note: t.totoNote,
      Icon: TransportIcon,
      colour: '#0d6b94',
    },
    {
      to: paths.car.href(),
      name: t.car,
      note: t.carNote,
      Icon: TransportIcon,
      colour: '#37474f',
    },
    {
      to: paths.emergencyService.href('transport'),
      name: t.stands,
      note: t.standsNote,
      Icon: PhoneIcon,
      colour: '#5d4037',
    },
  ];
  return (
    <Page title={t.title} lead={t.lead}>
      <TileGrid tiles={tiles} />
      <section className="info-card mt-4" aria-labelledby="transport-fares">
        <h2 id="transport-fares">{t.fares}</h2>
        <p className="mb-0">{t.faresText}</p>
      </section>
    </Page>
  );
}
