import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { emergencyServices, paths, type EmergencyService } from '../../config/paths';
import { emergencyDirectory, type EmergencyNumber } from '../../lib/emergency-directory';
import { loadLocalEmergencyNumbers } from './api/emergency-contacts';
import { CallList } from './call-list';

const isService = (value: string | undefined): value is EmergencyService =>
  emergencyServices.some((service) => service === value);

type LocalNumbers =
  { state: 'loading' } | { state: 'loaded'; numbers: EmergencyNumber[] } | { state: 'offline' };

function ServiceNumbers({ service }: { service: EmergencyService }) {
  const category = emergencyDirectory.find((entry) => entry.service === service);
  const title = category?.title ?? service;
  useDocumentTitle(`${title} · Emergency`);
  const [local, setLocal] = useState<LocalNumbers>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    loadLocalEmergencyNumbers(service).then(
      (numbers) => current && setLocal({ state: 'loaded', numbers }),
      () => current && setLocal({ state: 'offline' }),
    );
    return () => {
      current = false;
    };
  }, [service]);

  return (
    <div className="container-lg page">
      <Link to={paths.emergency.href()} className="d-inline-block mb-2">
        ← All emergency numbers
      </Link>
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">Tap a number to call.</p>
      <div className="row g-3">
        <section className="col-12 col-md-6" aria-labelledby="local-numbers">
          <div className="info-card h-100 mb-0">
            <h2 id="local-numbers">In our town</h2>
            {local.state === 'loading' && (
              <p role="status" className="mb-0">
                Looking up local numbers…
              </p>
            )}
            {local.state === 'offline' && (
              <p className="mb-0">
                Local numbers could not be loaded right now. The helplines here always work.
              </p>
            )}
            {local.state === 'loaded' &&
              (local.numbers.length > 0 ? (
                <CallList numbers={local.numbers} />
              ) : (
                <p className="mb-0">No local numbers are listed yet — use the helplines.</p>
              ))}
          </div>
        </section>
        <section className="col-12 col-md-6" aria-labelledby="helplines">
          <div className="info-card h-100 mb-0">
            <h2 id="helplines">Helplines</h2>
            <CallList numbers={category?.numbers ?? []} />
          </div>
        </section>
      </div>
    </div>
  );
}

export default function EmergencyServiceScreen() {
  const { service } = useParams();
  if (!isService(service)) return <Navigate to={paths.emergency.href()} replace />;
  return <ServiceNumbers key={service} service={service} />;
}
