import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@shared/money/format-usd';
import type { OverdueParcel } from '@shared/storage/overdue-parcel-schema';
import { OVERSTAY_MIN_WARNINGS } from '@shared/storage/storage-policy-schema';
import { formatLongDate, formatNewYorkDateTime } from '@shared/time/new-york';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { currentLanguage } from '@/lib/i18n';
import { overdueParcelsQuery } from '../api/get-overdue-parcels';
import { DisposeParcelDialog } from './dispose-parcel-dialog';

/**
 * The admin panel's overdue parcels (decision 176): fees so far, warnings on record, when disposal may start, and
 * recording a disposal once it may (decision 180).
 */
export default function OverdueParcelsPanel() {
  const { t } = useTranslation();
  const query = useQuery(overdueParcelsQuery());
  const language = currentLanguage();
  return (
    <section aria-labelledby="overdue-title" className="space-y-4" data-testid="overdue-parcels">
      <header>
        <h2 id="overdue-title" className="text-xl font-semibold text-slate-900">{t('storageStaff.overdue.title')}</h2>
        {query.data && <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('storageStaff.overdue.lead', { minWarnings: query.data.min_warnings })}</p>}
      </header>
      <QueryState query={query} errorText={t('storageStaff.overdue.loadFailed')}>
        {(list) => (
          <>
            <p className="text-sm text-slate-600">
              {t('storageStaff.overdue.policy', {
                graceDays: list.policy.overstay_grace_days,
                feePerDay: formatUsd(list.policy.overstay_fee_cents_per_day, language),
                disposalDays: list.policy.disposal_after_days,
              })}
            </p>
            {list.parcels.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{t('storageStaff.overdue.empty')}</p>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                {list.parcels.map((parcel) => (
                  <OverdueCard key={parcel.package_id} parcel={parcel} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function OverdueCard({ parcel }: { parcel: OverdueParcel }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="overdue-parcel">
      <p className="font-semibold text-slate-900">{parcel.title}</p>
      <p className="font-mono text-xs text-slate-600">{parcel.tracking_number}</p>
      <p className="mt-1 text-sm text-slate-700">{parcel.customer.name} · {parcel.customer.email}</p>
      <p className="mt-2 text-sm font-semibold text-red-700">
        {t('storageStaff.overdue.daysOverdue', { count: parcel.days_overdue })} · {t('storageStaff.overdue.lastDay', { date: formatLongDate(parcel.last_day, language) })}
      </p>
      <p className="text-sm text-slate-900">{t('storageStaff.overdue.fee', { amount: formatUsd(parcel.fee_cents, language) })}</p>
      {!parcel.has_photo && <p className="mt-2 text-sm text-amber-800">{t('storageStaff.overdue.noPhoto')}</p>}
      <p className="mt-2 text-sm text-slate-700">
        {parcel.warnings.length === 0 ? t('storageStaff.overdue.noWarnings') : t('storageStaff.overdue.warnings', { count: parcel.warnings.length })}
      </p>
      {parcel.warnings.length > 0 && (
        <ul className="ml-4 list-disc text-xs text-slate-600">
          {parcel.warnings.map((warning) => (
            <li key={warning.sent_at}>{formatNewYorkDateTime(warning.sent_at, language)}</li>
          ))}
        </ul>
      )}
      <p className={`mt-2 text-sm font-medium ${parcel.disposal_from ? 'text-slate-900' : 'text-slate-600'}`} data-testid="disposal-from">
        {parcel.disposal_from ? t('storageStaff.overdue.disposalFrom', { date: formatLongDate(parcel.disposal_from, language) }) : t('storageStaff.overdue.disposalNotYet')}
      </p>
      <DisposalAction parcel={parcel} />
    </li>
  );
}

/** Record disposal: enabled once the policy allows it today by the server's clock; otherwise disabled, saying why. */
function DisposalAction({ parcel }: { parcel: OverdueParcel }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [confirming, setConfirming] = useState(false);
  const block = parcel.disposal_block;
  const reasonId = `disposal-blocked-${parcel.package_id}`;
  const reason =
    block === 'pickup'
      ? t('storageStaff.overdue.dispose.blockedPickup')
      : block === 'warnings'
        ? t('storageStaff.overdue.dispose.blockedWarnings', { count: parcel.warnings.filter((warning) => warning.photo_id !== null).length, minWarnings: OVERSTAY_MIN_WARNINGS })
        : block === 'date'
          ? t('storageStaff.overdue.dispose.blockedDate', { date: formatLongDate(parcel.disposal_from!, language) })
          : null;
  return (
    <div className="mt-3">
      <Button
        variant="outline"
        size="sm"
        disabled={block !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => setConfirming(true)}
        data-testid="record-disposal"
      >
        {t('storageStaff.overdue.dispose.action')}
      </Button>
      {reason && <p id={reasonId} className="mt-1 text-xs text-slate-600" data-testid="disposal-blocked">{reason}</p>}
      {confirming && <DisposeParcelDialog parcel={parcel} onClose={() => setConfirming(false)} />}
    </div>
  );
}
