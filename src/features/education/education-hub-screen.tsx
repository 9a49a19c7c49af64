import { EducationIcon, FeedsIcon, ServicesIcon } from '../../components/icons';
import { TileGrid, type TileProps } from '../../components/tile-link';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { educationMessages } from './messages';

export default function EducationHubScreen() {
  const t = useMessages(educationMessages);
  useDocumentTitle(t.title);
  const tiles: readonly TileProps[] = [
    {
      to: paths.teachers.href(),
      name: t.findTeacher,
      note: t.findTeacherNote,
      Icon: EducationIcon,
      colour: '#5e35b1',
    },
    {
      to: paths.serviceType.href('tutor'),
      name: t.homeTuition,
      note: t.homeTuitionNote,
      Icon: ServicesIcon,
      colour: '#00695c',
    },
    {
      to: paths.feeds.href('notices'),
      name: t.schoolNotices,
      note: t.schoolNoticesNote,
      Icon: FeedsIcon,
      colour: '#455a64',
    },
    {
      to: paths.feeds.href('events'),
      name: t.events,
      note: t.eventsNote,
      Icon: FeedsIcon,
      colour: '#0d6b94',
    },
  ];
  return (
    <Page title={t.title} lead={t.lead}>
      <TileGrid tiles={tiles} />
    </Page>
  );
}
