import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PackageDetail } from '@shared/packages/package-schema';
import { storageBadgeTone } from '@shared/packages/storage';
import type { PaymentProvider } from '@shared/settings/payment-providers';
import { storageDaysLeftUntil } from '@shared/storage/storage-extension';
import { formatLongDate } from '@shared/time/new-york';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { storagePolicyQuery, tripHoldQuery } from '../api/storage-queries';
import { policyValues } from '../model/policy-values';
import { ExtendStorageDialog } from './extend-storage-dialog';

const TONE_TEXT = { green: 'text-emerald-800', orange: 'text-amber-800', red: 'text-red-700' } as const;

interface StorageClockProps {
  pkg: Pick<PackageDetail, 'id' | 'storage_last_day'>;
  /** The packages' views to read again once days are bought. */
  onExtended: () => unknown;
  /** How the customer's plan was paid (null: no plan, or not known yet): PayPal is offered to a PayPal customer. */
  planPaidWith?: PaymentProvider | null;
}

/**
 * A waiting package's storage clock (decision 176): days left and the last day, "Extend storage" priced before paying,
 * "Hold until my trip" when a trip is current, and what happens after the last day with the policy's current values.
 */
export default function StorageClock({ pkg, onExtended, planPaidWith = null }: StorageClockProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [dialog, setDialog] = useState<'days' | 'trip' | null>(null);
  const trip = useQuery(tripHoldQuery(pkg.id));
  const policy = useQuery(storagePolicyQuery());
  if (!pkg.storage_last_day) return null;
  const daysLeft = storageDaysLeftUntil(pkg.storage_last_day, new Date());
  const tone = storageBadgeTone(daysLeft);
  const lastDay = formatLongDate(pkg.storage_last_day, language);

  return (
    <section aria-labelledby="storage-clock-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="storage-clock">
      <h2 id="storage-clock-title" className="text-base font-semibold text-slate-900">{t('storageClock.clock.title')}</h2>
      <p className={`mt-2 text-2xl font-bold ${TONE_TEXT[tone]}`} data-testid="storage-days-left">
        {daysLeft > 0 ? t('storageClock.clock.daysLeft', { count: daysLeft }) : t('storageClock.clock.expired')}
      </p>
      <p className="mt-1 text-sm text-slate-600">{daysLeft > 0 ? t('storageClock.clock.lastDay', { date: lastDay }) : t('storageClock.clock.endedOn', { date: lastDay })}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => setDialog('days')} data-testid="extend-storage">{t('storageClock.clock.extend')}</Button>
        {trip.data && (
          <Button variant="outline" onClick={() => setDialog('trip')} data-testid="hold-until-trip">
            {t('storageClock.clock.holdUntilTrip', { date: formatLongDate(trip.data.new_last_day, language) })}
          </Button>
        )}
      </div>
      <p className="mt-4 text-sm text-slate-600" data-testid="storage-policy-note">
        {policy.data ? t('storageClock.policy.afterLastDay', policyValues(policy.data, language)) : t('storageClock.policy.afterLastDayPending')}
      </p>
      {dialog && <ExtendStorageDialog packageId={pkg.id} mode={dialog} onClose={() => setDialog(null)} onExtended={onExtended} planPaidWith={planPaidWith} />}
    </section>
  );
}
