import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function PricingPlansPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.pricingPlans.title')} lead={t('pages.pricingPlans.lead')} />;
}
