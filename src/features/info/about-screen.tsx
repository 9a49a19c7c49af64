import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { settings } from '../../config/env';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { aboutMessages } from './messages';

export default function AboutScreen() {
  const t = useMessages(aboutMessages);
  useDocumentTitle(t.title);
  return (
    <Page title={t.title} lead={t.lead({ app: settings.title })} prose>
      <h2>{t.howOrderingWorks}</h2>
      <p>
        {t.orderingBefore} <Link to={paths.findOrder.href()}>{t.findOrder}</Link> {t.orderingAfter}
      </p>
      <h2>{t.whoIsBehind}</h2>
      <p>{t.whoText}</p>
      <h2>{t.everyPhone}</h2>
      <p>{t.everyPhoneText}</p>
      <p>
        {t.wantListed} <Link to={paths.contact.href()}>{t.writeToUs}</Link>
      </p>
    </Page>
  );
}
