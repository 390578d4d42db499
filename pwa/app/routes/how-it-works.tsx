import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function HowItWorksPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.howItWorks.title')} lead={t('pages.howItWorks.lead')} />;
}
