import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/page-intro';

export default function WelcomePage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.welcome.title')} lead={t('pages.welcome.lead')} />;
}
