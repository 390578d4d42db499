import { useTranslation } from 'react-i18next';
import { MarketingIcon, type IconName } from './marketing-icons';

const BENEFITS: ReadonlyArray<[string, IconName]> = [
  ['address', 'pin'],
  ['storage', 'box'],
  ['management', 'dashboard'],
  ['pickup', 'calendar'],
  ['noDelays', 'bolt'],
];

/** The five benefits every plan includes (address, storage, management, pickup, no delays). */
export function RatesBenefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="benefits-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        {t('marketing.rates.benefitsTitle')}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {BENEFITS.map(([key, icon]) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm">
            <span className="mx-auto flex size-11 items-center justify-center rounded-full bg-cyan-50 text-cyan-800">
              <MarketingIcon name={icon} />
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{t(`marketing.rates.benefits.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(`marketing.rates.benefits.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
