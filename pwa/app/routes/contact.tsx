import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function ContactPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.contact.title')} lead={t('pages.contact.lead')} />;
}
