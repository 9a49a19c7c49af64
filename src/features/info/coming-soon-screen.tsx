import { useSearchParams } from 'react-router-dom';
import { NoticePage } from '../../components/page';
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
    <NoticePage
      title={topic ? t.topicComingSoon({ topic }) : t.title}
      lead={t.lead}
      ways={[
        { to: paths.contact.href(), label: t.suggest },
        { to: paths.home.href(), label: t.backHome },
      ]}
    />
  );
}
