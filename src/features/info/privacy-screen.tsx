import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { LIST_MEDIA_DAYS } from '../../lib/limits';
import { privacyMessages } from './messages';

export default function PrivacyScreen() {
  const t = useMessages(privacyMessages);
  useDocumentTitle(t.title);
  return (
    <Page title={t.title} lead={t.lead} prose>
      <h2>{t.whatYouGive}</h2>
      <p>{t.whatYouGiveText}</p>
      <h2>{t.findingOrder}</h2>
      <p>{t.findingOrderText}</p>
      <h2>{t.listsTitle}</h2>
      <p>{t.listsText({ days: LIST_MEDIA_DAYS })}</p>
      <h2>{t.onYourPhone}</h2>
      <p>{t.onYourPhoneText}</p>
      <h2>{t.neverDo}</h2>
      <p>{t.neverDoText}</p>
      <p>
        {t.correctBefore} <Link to={paths.contact.href()}>{t.contactUs}</Link>
        {t.correctAfter}
      </p>
    </Page>
  );
}
