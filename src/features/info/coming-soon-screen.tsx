import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { comingSoonMessages } from './messages';

export default function ComingSoonScreen() {
  const [params] = useSearchParams();
  const topic = params.get('topic')?.slice(0, 60).trim();
  const t = useMessages(comingSoonMessages);
  useDocumentTitle(t.title);
  return (
    <div className="container-lg page">
      <div className="info-card text-center py-5">
        <h1 className="page-title">{topic ? t.topicComingSoon({ topic }) : t.title}</h1>
        <p className="page-lead mx-auto" style={{ maxWidth: '34rem' }}>
          {t.lead}
        </p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Link to={paths.contact.href()} className="btn btn-primary">
            {t.suggest}
          </Link>
          <Link to={paths.home.href()} className="btn btn-outline-primary">
            {t.backHome}
          </Link>
        </div>
      </div>
    </div>
  );
}
