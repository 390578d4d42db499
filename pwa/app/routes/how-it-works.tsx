import { useTranslation } from 'react-i18next';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { HowItWorksSteps } from '@/features/marketing/components/how-it-works-steps';
import { PageHero } from '@/features/marketing/components/page-hero';
import { usePageMeta } from '@/lib/use-page-meta';
import { PAGE_PATHS } from '../localized-paths';
import { usePagePath } from '../use-page-path';

export default function HowItWorksPage() {
  const { t } = useTranslation();
  usePageMeta('howItWorks', PAGE_PATHS.howItWorks);
  return (
    <>
      <PageHero eyebrow={t('marketing.howItWorks.eyebrow')} title={t('marketing.howItWorks.title')} lead={t('marketing.howItWorks.lead')} />
      <HowItWorksSteps />
      <ClosingCta id="how-cta" title={t('marketing.howItWorks.question')} action={t('marketing.howItWorks.cta')} signUpPath={usePagePath()('signUp')} />
    </>
  );
}
