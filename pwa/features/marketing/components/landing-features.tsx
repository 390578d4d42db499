import { useTranslation } from 'react-i18next';
import { MarketingIcon, type IconName } from './marketing-icons';
import { SectionHeading } from './section-heading';

const FEATURES: ReadonlyArray<[string, IconName]> = [
  ['address', 'pin'],
  ['tracking', 'radar'],
  ['storage', 'box'],
  ['pickup', 'calendar'],
  ['support', 'chat'],
  ['security', 'shield'],
];

export function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading id="features-title" eyebrow={t('marketing.features.eyebrow')} title={t('marketing.features.title')} />
      <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(([key, icon]) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-cyan-50 text-cyan-800 ring-1 ring-cyan-100">
              <MarketingIcon name={icon} />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(`marketing.features.items.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`marketing.features.items.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
