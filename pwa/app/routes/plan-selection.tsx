import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function PlanSelectionPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.planSelection.title')} lead={t('pages.planSelection.lead')} />;
}
