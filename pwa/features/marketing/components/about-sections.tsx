import { useTranslation } from 'react-i18next';
import { MarketingIcon, type IconName } from './marketing-icons';

const VALUES: ReadonlyArray<[string, IconName]> = [
  ['security', 'shield'],
  ['trust', 'handshake'],
  ['efficiency', 'bolt'],
  ['innovation', 'bulb'],
  ['commitment', 'heart'],
];

const WHY: ReadonlyArray<[string, IconName]> = [
  ['warehouse', 'pin'],
  ['plans', 'check'],
  ['support', 'chat'],
  ['tracking', 'radar'],
];

export function AboutValues() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="values-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="values-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('marketing.about.valuesTitle')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {VALUES.map(([key, icon]) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-cyan-700 text-white">
                <MarketingIcon name={icon} className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{t(`marketing.about.values.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`marketing.about.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function AboutWhy() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-title">
      <h2 id="why-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {t('marketing.about.whyTitle')}
      </h2>
      <ul className="mt-8 space-y-6">
        {WHY.map(([key, icon]) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-cyan-50 text-cyan-800 ring-1 ring-cyan-100">
              <MarketingIcon name={icon} />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(`marketing.about.why.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`marketing.about.why.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
