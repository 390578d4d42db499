import { useTranslation } from 'react-i18next';
import type { CounterPickup } from '@shared/pickup/pickup-pass-schema';
import { formatCounterTime } from '../model/counter-time';

/** Who to check against their photo ID, and the packages to bring, shelf by shelf. */
export function CounterPickupCard({ pickup, compact = false }: { pickup: CounterPickup; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  return (
    <div className="space-y-3" data-testid="counter-pickup">
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-xl bg-slate-900 p-4 text-white">
        <div className="min-w-0">
          <p className="text-sm font-medium tracking-wide text-slate-300 uppercase">{t('counterPickup.check')}</p>
          <p className={compact ? 'text-xl font-bold' : 'text-3xl font-bold'} data-testid="counter-collector-name">{pickup.expected_collector}</p>
          {pickup.delegate ? (
            <p className="mt-1 text-lg text-slate-200">
              {t('counterPickup.delegateId', { last4: pickup.delegate.id_last4 })} · {t('counterPickup.onBehalfOf', { name: pickup.customer_name })}
            </p>
          ) : (
            <p className="mt-1 text-lg text-slate-200">{t('counterPickup.customerId')}</p>
          )}
        </div>
        <p className="rounded-xl bg-yellow-300 px-4 py-2 text-right text-slate-950">
          <span className="block text-sm font-semibold uppercase">{t('counterPickup.slot')}</span>
          <span className="block font-mono text-2xl font-black">{formatCounterTime(pickup.pickup_time, language)}</span>
          <span className="block text-sm font-semibold">{t('counterPickup.suite', { suite: pickup.suite_code })}</span>
        </p>
      </div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-300" aria-label={t('counterPickup.packages', { count: pickup.packages.length })}>
        {pickup.packages.map((pkg) => (
          <li key={pkg.id} className="flex items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-950">{pkg.title}</p>
              <p className="font-mono text-sm break-all text-slate-600">{pkg.tracking_number}</p>
            </div>
            <p className="shrink-0 rounded-lg border-2 border-slate-900 px-3 py-1 text-center" data-testid="counter-shelf">
              <span className="block text-xs font-semibold text-slate-600 uppercase">{t('counterPickup.shelf')}</span>
              <span className="block font-mono text-xl font-black text-slate-950">{pkg.shelf ?? t('counterPickup.noShelf')}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
