import { ServicesIcon } from '../../components/icons';
import { TileGrid, type TileProps } from '../../components/tile-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { serviceTypes } from './api/service-providers';

const tiles: readonly TileProps[] = serviceTypes.map(({ type, name, note, colour }) => ({
  to: paths.serviceType.href(type),
  name,
  note,
  Icon: ServicesIcon,
  colour,
}));

/** /service: the trades, each with its people and a request form. */
export default function ServicesScreen() {
  useDocumentTitle('Services');
  return (
    <div className="container-lg page">
      <h1 className="page-title">Services</h1>
      <p className="page-lead">
        Trusted electricians, plumbers, carpenters and more from town. Call one yourself, or send a
        request and we find someone free.
      </p>
      <TileGrid tiles={tiles} label="Services" />
    </div>
  );
}
