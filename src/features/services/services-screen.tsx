import { ServicesIcon } from '../../components/icons';
import { TileGrid, type TileProps } from '../../components/tile-link';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { tradeNames } from '../../lib/requests/messages';
import { serviceTypes } from './api/service-providers';
import { servicesMessages, serviceTypeMessages } from './messages';

/** /service: the trades, each with its people and a request form. */
export default function ServicesScreen() {
  const t = useMessages(servicesMessages);
  const names = useMessages(tradeNames);
  const trades = useMessages(serviceTypeMessages);
  const tiles: readonly TileProps[] = serviceTypes.map(({ type, colour }) => ({
    to: paths.serviceType.href(type),
    name: names[type],
    note: trades[`${type}Note`],
    Icon: ServicesIcon,
    colour,
  }));
  useDocumentTitle(t.title);
  return (
    <Page title={t.title} lead={t.lead}>
      <TileGrid tiles={tiles} label={t.title} />
    </Page>
  );
}
