import { Link, useParams } from 'react-router-dom';
import { ContactCard } from '../../components/contact-card';
import { ClockIcon, PinIcon } from '../../components/icons';
import { ListFooter } from '../../components/list-footer';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useListView, queryClient, type OpeningData } from '../../data/query-client';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { localName } from '../../lib/local-name';
import {
  directoryTypeOf,
  directoryTypes,
  directoryQuery,
  placeWords,
  type DirectoryType,
} from './api/directory';
import { medicalDirectoryMessages, medicalMessages } from './messages';

function OtherPlaces({ current }: { current: DirectoryType | null }) {
  const t = useMessages(medicalDirectoryMessages);
  return (
    <nav aria-label={t.otherKindsOfPlace}>
      <ul className={`aisle-list list-unstyled mb-0${current ? '' : ' justify-content-center'}`}>
        {directoryTypes
          .filter((type) => type !== current)
          .map((type) => (
            <li key={type}>
              <Link to={paths.medicalDirectory.href(type)}>{placeWords(t, type).title}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

function DirectoryList({ type }: { type: DirectoryType }) {
  const common = useMessages(medicalMessages);
  const t = useMessages(medicalDirectoryMessages);
  const words = placeWords(t, type);
  useDocumentTitle(words.title);
  const list = useListView(useInfiniteQuery(directoryQuery(type), queryClient));
  return (
    <div className="container-lg page">
      <Link to={paths.medical.href()} className="d-inline-block mb-2">
        ← {common.medical}
      </Link>
      <h1 className="page-title">{words.title}</h1>
      <p className="page-lead">{words.lead}</p>
      {list.items.length > 0 && (
        <ul className="card-list list-unstyled mb-0">
          {list.items.map((place) => (
            <li key={place.id}>
              <ContactCard title={localName(place)} phone={place.phone}>
                <p className="shop-card-line mb-1">
                  <PinIcon />
                  {place.address}
                </p>
                <p className="shop-card-line mb-0">
                  <ClockIcon />
                  {place.hours}
                </p>
              </ContactCard>
            </li>
          ))}
        </ul>
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <div className="empty-state">
          <h2>{words.none}</h2>
          <p>{t.addingThem}</p>
          <a href="tel:108" className="btn btn-danger">
            {common.call108}
          </a>
        </div>
      )}
      <ListFooter list={list} moreLabel={words.more} />
      <h2 className="section-title">{t.alsoInDirectory}</h2>
      <OtherPlaces current={type} />
    </div>
  );
}

function UnknownPlaceType() {
  const common = useMessages(medicalMessages);
  const t = useMessages(medicalDirectoryMessages);
  useDocumentTitle(t.notInDirectory);
  return (
    <div className="container-lg page">
      <Link to={paths.medical.href()} className="d-inline-block mb-2">
        ← {common.medical}
      </Link>
      <h1 className="page-title">{t.notInDirectory}</h1>
      <div className="empty-state mt-3">
        <h2>{t.unknownKind}</h2>
        <p>{t.theseInstead}</p>
        <OtherPlaces current={null} />
      </div>
    </div>
  );
}

export const openingData: OpeningData = async ({ params }) => {
  const type = directoryTypeOf(params.type);
  if (type) await queryClient.prefetchInfiniteQuery(directoryQuery(type));
};

/** /medical/common/{type}: hospitals, nursing homes, diagnostic centres or blood banks. */
export default function DirectoryScreen() {
  const type = directoryTypeOf(useParams().type);
  return type ? <DirectoryList key={type} type={type} /> : <UnknownPlaceType />;
}
