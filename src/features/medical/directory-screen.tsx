import { Link, useParams } from 'react-router-dom';
import { ContactCard } from '../../widgets/contact-card';
import { ClockIcon, PinIcon } from '../../components/icons';
import { IconLine } from '../../components/icon-line';
import { EmptyState, Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { inNameOrder, useListView, queryClient, type OpeningData } from '../../data/query-client';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { localName, localText } from '../../lib/local-name';
import { directoryTypes, type DirectoryType } from '../../lib/choice-lists';
import { directoryTypeOf, directoryQuery, placeWords } from './api/directory';
import { medicalDirectoryMessages, medicalMessages } from './messages';
import { useBackToMedical } from './components/back-to-medical';

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
  const list = inNameOrder(useListView(useInfiniteQuery(directoryQuery(type), queryClient)));
  const back = useBackToMedical();
  return (
    <Page back={back} title={words.title} lead={words.lead}>
      <PagedList
        list={list}
        item={(place) => (
          <ContactCard title={localName(place)} phone={place.phone}>
            <IconLine Icon={PinIcon}>{localText(place, 'address')}</IconLine>
            <IconLine Icon={ClockIcon} last>
              {localText(place, 'hours')}
            </IconLine>
          </ContactCard>
        )}
        moreLabel={words.more}
        empty={
          <EmptyState
            title={words.none}
            actions={
              <a href="tel:108" className="btn btn-danger">
                {common.call108}
              </a>
            }
          >
            <p>{t.addingThem}</p>
          </EmptyState>
        }
      />
      <h2 className="section-title">{t.alsoInDirectory}</h2>
      <OtherPlaces current={type} />
    </Page>
  );
}

function UnknownPlaceType() {
  const t = useMessages(medicalDirectoryMessages);
  useDocumentTitle(t.notInDirectory);
  const back = useBackToMedical();
  return (
    <Page back={back} title={t.notInDirectory}>
      <EmptyState title={t.unknownKind} spaced>
        <p>{t.theseInstead}</p>
        <OtherPlaces current={null} />
      </EmptyState>
    </Page>
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
