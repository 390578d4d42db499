import { useTranslation } from 'react-i18next';
import { MarketingIcon, type IconName } from './marketing-icons';

const CARDS: ReadonlyArray<[string, IconName]> = [
  ['validity', 'calendar'],
  ['storage', 'box'],
];

/** The validity and storage info cards and the amber overstay alert of the rates page. */
export function RatesInfo() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4">
      <div className="grid gap-6 md:grid-cols-2">
        {CARDS.map(([key, icon]) => (
          <section key={key} aria-labelledby={`rates-${key}`} className="flex gap-4 rounded-2xl border border-cyan-100 bg-cyan-50/60 p-6">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-cyan-800 ring-1 ring-cyan-100">
              <MarketingIcon name={icon} />
            </span>
            <div>
              <h2 id={`rates-${key}`} className="font-semibold text-slate-900">
                {t(`marketing.rates.info.${key}Title`)}
              </h2>
              <p className="mt-1 text-sm text-slate-700">{t(`marketing.rates.info.${key}`)}</p>
            </div>
          </section>
        ))}
      </div>
      <div role="note" className="mt-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <MarketingIcon name="alert" className="size-6 shrink-0 text-amber-700" />
        <p className="text-sm">
          <strong className="font-semibold">{t('marketing.rates.alertTitle')}: </strong>
          {t('marketing.rates.alert')}
        </p>
      </div>
    </div>
  );
}
