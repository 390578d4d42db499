import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function LegalPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.legal.title')} lead={t('pages.legal.lead')} />;
}
