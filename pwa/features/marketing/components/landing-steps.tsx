import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MarketingIcon, type IconName } from './marketing-icons';
import { SectionHeading } from './section-heading';

const STEPS: ReadonlyArray<[string, IconName]> = [
  ['register', 'user'],
  ['ship', 'cart'],
  ['collect', 'truck'],
];

/** The landing page's three-step how-it-works block. */
export function LandingSteps({ howItWorksPath }: { howItWorksPath: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading id="steps-title" eyebrow={t('marketing.steps.eyebrow')} title={t('marketing.steps.title')} lead={t('marketing.steps.lead')} />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map(([key, icon], index) => (
          <li key={key} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-xl bg-cyan-700 text-white">
                <MarketingIcon name={icon} />
              </span>
              <span className="text-sm font-semibold text-cyan-800">{t('marketing.steps.stepLabel', { number: index + 1 })}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`marketing.steps.items.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`marketing.steps.items.${key}.text`)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-center">
        <Link to={howItWorksPath} className="font-medium text-cyan-800 underline-offset-4 hover:underline">
          {t('marketing.steps.more')} →
        </Link>
      </p>
    </section>
  );
}
