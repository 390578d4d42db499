import { useTranslation } from 'react-i18next';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { PageHero } from '@/features/marketing/components/page-hero';
import { PlanOptions } from '@/features/marketing/components/plan-options';
import { RatesBenefits } from '@/features/marketing/components/rates-benefits';
import { RatesInfo } from '@/features/marketing/components/rates-info';
import { usePageMeta } from '@/lib/use-page-meta';
import { PAGE_PATHS } from '../localized-paths';
import { usePagePath } from '../use-page-path';

/** Rates and Plans: /tarifas-planes, /pricing-plans and /pricing (the target of upgrade prompts). */
export default function PricingPlansPage() {
  const { t } = useTranslation();
  usePageMeta('rates', PAGE_PATHS.pricing);
  const signUpPath = usePagePath()('signUp');
  return (
    <>
      <PageHero eyebrow={t('marketing.rates.eyebrow')} title={t('marketing.rates.title')} lead={t('marketing.rates.lead')} />
      <section aria-labelledby="rates-plans-title" className="mx-auto max-w-6xl px-4 pb-12">
        <h2 id="rates-plans-title" className="sr-only">
          {t('marketing.rates.plansTitle')}
        </h2>
        <PlanOptions signUpPath={signUpPath} />
      </section>
      <RatesInfo />
      <RatesBenefits />
      <ClosingCta id="rates-cta" title={t('marketing.rates.ctaTitle')} text={t('marketing.rates.ctaText')} action={t('marketing.rates.cta')} signUpPath={signUpPath} />
    </>
  );
}
