import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MarketingIcon } from './marketing-icons';
import { PlanOptions } from './plan-options';
import { SectionHeading } from './section-heading';

/** The landing pricing block: plans, the validity and storage rules, the SSL note. */
export function LandingPricing({ plansPath, signUpPath }: { plansPath: string; signUpPath: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <SectionHeading id="pricing-title" eyebrow={t('marketing.pricing.eyebrow')} title={t('marketing.pricing.title')} lead={t('marketing.pricing.lead')} />
        <div className="mt-12">
          <PlanOptions signUpPath={signUpPath} />
        </div>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-3 text-sm text-slate-700 md:grid-cols-3">
          <li className="flex gap-2">
            <MarketingIcon name="calendar" className="size-5 shrink-0 text-cyan-700" />
            {t('marketing.pricing.validity')}
          </li>
          <li className="flex gap-2">
            <MarketingIcon name="box" className="size-5 shrink-0 text-cyan-700" />
            {t('marketing.pricing.storageRule')}
          </li>
          <li className="flex gap-2">
            <MarketingIcon name="lock" className="size-5 shrink-0 text-cyan-700" />
            {t('marketing.pricing.ssl')}
          </li>
        </ul>
        <p className="mt-8 text-center">
          <Link to={plansPath} className="font-medium text-cyan-800 underline-offset-4 hover:underline">
            {t('marketing.pricing.more')} →
          </Link>
        </p>
      </div>
    </section>
  );
}
