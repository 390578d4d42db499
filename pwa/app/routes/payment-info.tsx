import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function PaymentInfoPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.paymentInfo.title')} lead={t('pages.paymentInfo.lead')} />;
}
