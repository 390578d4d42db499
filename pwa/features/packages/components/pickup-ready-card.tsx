import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageDetail } from '@shared/packages/package-schema';
import { parsePickupInstructions } from '@shared/pickup/pickup-instructions';
import { usePackageText } from '../hooks/use-package-text';

/** A scheduled package: READY FOR PICKUP with the booked day, time and notes, and the app's pickup actions. */
export function PickupReadyCard({ pkg, actions }: { pkg: PackageDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { longDate } = usePackageText();
  const { pickupTime, notes } = parsePickupInstructions(pkg.delivery_instructions);
  return (
    <section aria-labelledby="pickup-ready-title" className="rounded-2xl border border-cyan-200 bg-cyan-50 p-5" data-testid="pickup-ready">
      <h2 id="pickup-ready-title" className="text-lg font-bold tracking-wide text-cyan-900">{t('packageDetail.ready.title')}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-cyan-900/80">{t('packageDetail.ready.day')}</dt>
          <dd className="mt-1 font-semibold text-slate-900" data-testid="pickup-day">
            {pkg.scheduled_delivery_date ? longDate(pkg.scheduled_delivery_date) : t('packageDetail.notAvailable')}
          </dd>
        </div>
        <div>
          <dt className="text-cyan-900/80">{t('packageDetail.ready.time')}</dt>
          <dd className="mt-1 font-semibold text-slate-900" data-testid="pickup-time">{pickupTime ?? t('packageDetail.notAvailable')}</dd>
        </div>
        {notes && (
          <div className="col-span-2">
            <dt className="text-cyan-900/80">{t('packageDetail.ready.notes')}</dt>
            <dd className="mt-1 whitespace-pre-line text-slate-900">{notes}</dd>
          </div>
        )}
      </dl>
      {actions && <div className="mt-4 flex flex-wrap gap-2">{actions}</div>}
    </section>
  );
}
