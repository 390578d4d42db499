import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function AboutPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.about.title')} lead={t('pages.about.lead')} />;
}
