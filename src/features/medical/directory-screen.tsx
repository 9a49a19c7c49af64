import { Link, useParams } from 'react-router-dom';
import { ContactCard } from '../../components/contact-card';
import { ClockIcon, PinIcon } from '../../components/icons';
import { ListFooter } from '../../components/list-footer';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePagedList } from '../../components/use-paged-list';
import { paths } from '../../config/paths';
import {
  directoryTypeOf,
  directoryTypes,
  listDirectory,
  type DirectoryType,
} from './api/directory';

function OtherPlaces({ current }: { current: string | null }) {
  return (
    <nav aria-label="Other kinds of place">
      <ul className={`aisle-list list-unstyled mb-0${current ? '' : ' justify-content-center'}`}>
        {directoryTypes
          .filter(({ type }) => type !== current)
          .map(({ type, title }) => (
            <li key={type}>
              <Link to={paths.medicalDirectory.href(type)}>{title}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

function DirectoryList({ kind }: { kind: DirectoryType }) {
  useDocumentTitle(kind.title);
  const list = usePagedList(kind.type, (after) => listDirectory(kind.type, after));
  return (
    <div className="container-lg page">
      <Link to={paths.medical.href()} className="d-inline-block mb-2">
        ← Medical
      </Link>
      <h1 className="page-title">{kind.title}</h1>
      <p className="page-lead">{kind.lead}</p>
      {list.items.length > 0 && (
        <ul className="card-list list-unstyled mb-0">
          {list.items.map((place) => (
            <li key={place.id}>
              <ContactCard title={place.name} phone={place.phone}>
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
          <h2>No {kind.title.toLowerCase()} listed yet</h2>
          <p>We are adding them. In an emergency, call 108 for an ambulance.</p>
          <a href="tel:108" className="btn btn-danger">
            Call 108
          </a>
        </div>
      )}
      <ListFooter
        status={list.status}
        error={list.error}
        hasMore={list.next !== null}
        onMore={list.loadMore}
        onRetry={list.retry}
        moreLabel={`More ${kind.title.toLowerCase()}`}
      />
      <h2 className="section-title">Also in the directory</h2>
      <OtherPlaces current={kind.type} />
    </div>
  );
}

function UnknownPlaceType() {
  useDocumentTitle('Not in the directory');
  return (
    <div className="container-lg page">
      <Link to={paths.medical.href()} className="d-inline-block mb-2">
        ← Medical
      </Link>
      <h1 className="page-title">Not in the directory</h1>
      <div className="empty-state mt-3">
        <h2>We don’t list that kind of place</h2>
        <p>The medical directory has these instead:</p>
        <OtherPlaces current={null} />
      </div>
    </div>
  );
}

/** /medical/common/{type}: hospitals, nursing homes, diagnostic centres or blood banks. */
export default function DirectoryScreen() {
  const { type } = useParams();
  const kind = directoryTypeOf(type);
  return kind ? <DirectoryList key={kind.type} kind={kind} /> : <UnknownPlaceType />;
}
