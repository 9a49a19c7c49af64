import { EducationIcon, FeedsIcon, ServicesIcon } from '../../components/icons';
import { TileGrid, type TileProps } from '../../components/tile-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';

const tiles: readonly TileProps[] = [
  {
    to: paths.teachers.href(),
    name: 'Find a teacher',
    note: 'Private tutors by subject and class',
    Icon: EducationIcon,
    colour: '#5e35b1',
  },
  {
    to: paths.serviceType.href('tutor'),
    name: 'Home tuition',
    note: 'Tutors who come to your home',
    Icon: ServicesIcon,
    colour: '#00695c',
  },
  {
    to: paths.feeds.href('notices'),
    name: 'School notices',
    note: 'Admit cards, exams and holidays',
    Icon: FeedsIcon,
    colour: '#455a64',
  },
  {
    to: paths.feeds.href('events'),
    name: 'Events',
    note: 'Quizzes, talks and career guidance',
    Icon: FeedsIcon,
    colour: '#0d6b94',
  },
];

export default function EducationHubScreen() {
  useDocumentTitle('Education');
  return (
    <div className="container-lg page">
      <h1 className="page-title">Education</h1>
      <p className="page-lead">
        Tutors for every class from 1 to 12 — Mathematics, Science, English, Bengali and more — with
        their fees and areas, and the notices every student in town needs.
      </p>
      <TileGrid tiles={tiles} />
    </div>
  );
}
