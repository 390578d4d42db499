import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function PaypalReturnPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.paypalReturn.title')} lead={t('pages.paypalReturn.lead')} />;
}
