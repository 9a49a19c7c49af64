import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';

export default function ComingSoonScreen() {
  const [params] = useSearchParams();
  const topic = params.get('topic')?.slice(0, 60).trim();
  useDocumentTitle('Coming soon');
  return (
    <div className="container-lg page">
      <div className="info-card text-center py-5">
        <h1 className="page-title">{topic ? `${topic}: coming soon` : 'Coming soon'}</h1>
        <p className="page-lead mx-auto" style={{ maxWidth: '34rem' }}>
          Nothing is listed here yet — we are signing up the first shops and providers. Know one
          that should be here? Tell us and we will call them.
        </p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Link to={paths.contact.href()} className="btn btn-primary">
            Suggest a shop or service
          </Link>
          <Link to={paths.home.href()} className="btn btn-outline-primary">
            Back to home
          </Link>
        </div>
      </div>
    </div>
  );
}
