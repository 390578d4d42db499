import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function AdminPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.admin.title')} lead={t('pages.admin.lead')} />;
}
