import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function PricingPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.pricing.title')} lead={t('pages.pricing.lead')} />;
}
