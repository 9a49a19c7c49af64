import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { privacyMessages } from './messages';

export default function PrivacyScreen() {
  const t = useMessages(privacyMessages);
  useDocumentTitle(t.title);
  return (
    <div className="container-lg page prose">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-lead">{t.lead}</p>
      <h2>{t.whatYouGive}</h2>
      <p>{t.whatYouGiveText}</p>
      <h2>{t.findingOrder}</h2>
      <p>{t.findingOrderText}</p>
      <h2>{t.onYourPhone}</h2>
      <p>{t.onYourPhoneText}</p>
      <h2>{t.neverDo}</h2>
      <p>{t.neverDoText}</p>
      <p>
        {t.correctBefore} <Link to={paths.contact.href()}>{t.contactUs}</Link>
        {t.correctAfter}
      </p>
    </div>
  );
}
