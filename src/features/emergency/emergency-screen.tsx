import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { emergencyDirectory } from '../../lib/emergency-directory';
import { useMessages } from '../../lib/i18n';
import { emergencyDirectoryMessages } from '../../lib/messages';
import { emergencyMessages } from './messages';
import { CallList } from './call-list';

export default function EmergencyScreen() {
  const t = useMessages(emergencyMessages);
  // The directory's names are read as it renders; this re-renders on a language change.
  useMessages(emergencyDirectoryMessages);
  useDocumentTitle(t.title);
  return (
    <Page title={t.title} lead={t.lead}>
      <div className="row g-3">
        {emergencyDirectory.map(({ service, title, numbers }) => (
          <section key={service} className="col-12 col-md-6" aria-labelledby={`em-${service}`}>
            <div className="info-card h-100 mb-0">
              <div className="d-flex justify-content-between align-items-baseline mb-2">
                <h2 id={`em-${service}`} className="mb-0">
                  {title}
                </h2>
                <Link to={paths.emergencyService.href(service)} className="fw-semibold">
                  {t.localNumbers}
                  <span className="visually-hidden"> {t.localNumbersFor({ service: title })}</span>
                </Link>
              </div>
              <CallList numbers={numbers.slice(0, 2)} />
            </div>
          </section>
        ))}
      </div>
    </Page>
  );
}
