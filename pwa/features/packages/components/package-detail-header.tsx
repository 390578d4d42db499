import { useTranslation } from 'react-i18next';
import type { PackageDetail } from '@shared/packages/package-schema';
import { showsStorageBadge } from '@shared/packages/storage';
import { usePackageText } from '../hooks/use-package-text';
import { ArrivalFacts, ArrivalPhoto } from './arrival-facts';
import { CopyButton } from './copy-button';
import { PackageTitle } from './package-title';
import { StatusPill } from './status-pill';
import { StorageBadge } from './storage-badge';

/** Title, status, tracking number (copy), carrier (link to its tracking page), estimated delivery or receipt, weight and photo, storage. */
export function PackageDetailHeader({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation();
  const { carrierName } = usePackageText();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PackageTitle pkg={pkg} />
        <StatusPill pkg={pkg} className="mt-1" />
      </div>
      {/* One grid, so every dt/dd pair sits right under the dl (screen readers announce a list of terms). */}
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <div className="col-span-2">
          <dt className="text-slate-600">{t('packages.detail.trackingNumber')}</dt>
          <dd className="mt-1 flex items-center gap-2">
            <span className="min-w-0 font-mono text-base break-all text-slate-900" data-testid="detail-tracking-number">{pkg.tracking_number}</span>
            <CopyButton text={pkg.tracking_number} label={t('packages.detail.copy')} />
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600">{t('packageDetail.carrier')}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-slate-900">{carrierName(pkg)}</span>
            {pkg.carrier && pkg.tracking_url && (
              <a
                href={pkg.tracking_url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="carrier-tracking-link"
                className="inline-flex items-center gap-1 font-medium text-cyan-800 underline-offset-4 hover:underline"
              >
                {t('packageDetail.trackOnCarrier', { carrier: carrierName(pkg) })}
                <span className="sr-only"> {t('packages.detail.opensInNewTab')}</span>
                <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                  <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.29a1 1 0 1 0 1.42 1.42L15 6.41V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
                  <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
                </svg>
              </a>
            )}
          </dd>
        </div>
        <ArrivalFacts pkg={pkg} />
        {showsStorageBadge(pkg) && pkg.storage_last_day && (
          <div>
            <dt className="text-slate-600">{t('packageDetail.storage')}</dt>
            <dd className="mt-1"><StorageBadge pkg={pkg} /></dd>
          </div>
        )}
        <ArrivalPhoto pkg={pkg} />
      </dl>
    </div>
  );
}
