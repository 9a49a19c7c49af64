import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import { localName, localText } from '../../../lib/local-name';
import { pharmaciesQuery } from '../api/pharmacies';
import { medicineOrderMessages } from '../messages';
import { TitledSection } from '../../../components/titled-section';

/**
 * The quicker way than typing each medicine: the prescription's photo sent
 * to one of the town's pharmacies (/sendList), which prices it for the
 * customer to confirm. Nothing shows while the pharmacies load, or when the
 * town lists none.
 */
export function SendToPharmacy() {
  const t = useMessages(medicineOrderMessages);
  const { data: pharmacies } = useQuery(pharmaciesQuery(), queryClient);
  if (!pharmacies || pharmacies.length === 0) return null;
  return (
    <TitledSection look="card" className="form-card send-to-pharmacy mb-4" title={t.sendPhotoTitle}>
      <p className="mb-3">{t.sendPhotoLead}</p>
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {pharmacies.map((pharmacy) => (
          <li key={pharmacy.id} className="d-flex flex-wrap align-items-center gap-2">
            <Link to={paths.sendList.href(pharmacy.id)} className="btn btn-outline-primary">
              {t.sendTo({ shop: localName(pharmacy) })}
            </Link>
            <span className="small text-body-secondary">{localText(pharmacy, 'address')}</span>
          </li>
        ))}
      </ul>
      <p className="small text-body-secondary mt-3 mb-0">{t.orTypeThem}</p>
    </TitledSection>
  );
}
