import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { emergencyServices, type EmergencyService } from '../../lib/kinds';
import { emergencyDirectory } from '../../lib/emergency-directory';
import { queryClient, type OpeningData } from '../../data/query-client';
import { localNumbersQuery } from './api/emergency-contacts';
import { CallList } from './call-list';
import { useMessages } from '../../lib/i18n';
import { emergencyDirectoryMessages } from '../../lib/messages';
import { emergencyMessages } from './messages';

const isService = (value: string | undefined): value is EmergencyService =>
  emergencyServices.some((service) => service === value);

function ServiceNumbers({ service }: { service: EmergencyService }) {
  const t = useMessages(emergencyMessages);
  useMessages(emergencyDirectoryMessages); // the directory's words follow the language
  const category = emergencyDirectory.find((entry) => entry.service === service);
  const title = category?.title ?? service;
  useDocumentTitle(t.pageTitle({ service: title }));
  const local = useQuery(localNumbersQuery(service), queryClient);

  return (
    <Page
      back={{ to: paths.emergency.href(), label: t.allNumbers }}
      title={title}
      lead={t.tapToCall}
    >
      {/* The helplines, which always work, come first; the local list below
          holds its place while it loads, so nothing on screen moves. */}
      <div className="row g-3">
        <section className="col-12 col-md-6" aria-labelledby="helplines">
          <div className="info-card h-100 mb-0">
            <h2 id="helplines">{t.helplines}</h2>
            <CallList numbers={category?.numbers ?? []} />
          </div>
        </section>
        <section className="col-12 col-md-6" aria-labelledby="local-numbers">
          <div className="info-card h-100 mb-0 local-numbers">
            <h2 id="local-numbers">{t.inOurTown}</h2>
            {local.isPending && (
              <p role="status" className="mb-0">
                {t.lookingUp}
              </p>
            )}
            {local.isError && <p className="mb-0">{t.localUnavailable}</p>}
            {local.isSuccess &&
              (local.data.length > 0 ? (
                <CallList numbers={local.data} />
              ) : (
                <p className="mb-0">{t.noneListed}</p>
              ))}
          </div>
        </section>
      </div>
    </Page>
  );
}

export const openingData: OpeningData = async ({ params }) => {
  if (isService(params.service)) await queryClient.prefetchQuery(localNumbersQuery(params.service));
};

export default function EmergencyServiceScreen() {
  const { service } = useParams();
  if (!isService(service)) return <Navigate to={paths.emergency.href()} replace />;
  return <ServiceNumbers key={service} service={service} />;
}
