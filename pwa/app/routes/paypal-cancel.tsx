import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function PaypalCancelPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.paypalCancel.title')} lead={t('pages.paypalCancel.lead')} />;
}
