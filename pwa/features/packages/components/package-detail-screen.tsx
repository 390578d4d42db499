import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { PackageDetail } from '@shared/packages/package-schema';
import { showsStorageBadge } from '@shared/packages/storage';
import { QueryState } from '@/components/ui/query-state';
import { isPackageNotFound } from '../api/get-package';
import { packageQuery } from '../api/package-queries';
import { useDeletePackage } from '../hooks/use-delete-package';
import { usePackageText } from '../hooks/use-package-text';
import { isAtWarehouse } from '../model/package-arrival';
import { DeletePackageButton } from './delete-package-button';
import { DisposedNotice } from './disposed-notice';
import { MissingParcelNotice } from './missing-parcel-notice';
import { PackagePhotos } from './package-photos';
import { PackageDetailHeader } from './package-detail-header';
import { PackageDetailSkeleton } from './package-detail-skeleton';
import { PackageNotFound } from './package-not-found';
import { PickupReadyCard } from './pickup-ready-card';
import { RefreshTrackingButton } from './refresh-tracking-button';
import { TrackingHistory } from './tracking-history';
import { WorkflowList } from './workflow-list';

// Its form and upload come when a package is opened, not with the list.
const PackageDeclaration = lazy(() => import('./package-declaration'));

interface PackageDetailScreenProps {
  packageId: number;
  backHref: string;
  /** The app's pickup actions for a scheduled package (the pickup feature's edit button). */
  pickupActions?: (pkg: PackageDetail) => ReactNode;
  /** The app's storage clock for a waiting package (the storage feature's, decision 176). */
  storageClock?: (pkg: PackageDetail) => ReactNode;
  onPackagesChanged?: () => void;
}

/** One package: facts, pickup when ready, refresh, tracking history, warehouse workflow, delete while pending. */
export function PackageDetailScreen({ packageId, backHref, pickupActions, storageClock, onPackagesChanged }: PackageDetailScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deletion = useDeletePackage(packageId, () => {
    onPackagesChanged?.();
    void navigate(backHref, { replace: true });
  });
  const query = useQuery({ ...packageQuery(packageId), enabled: !deletion.gone });
  const notFound = isPackageNotFound(query.error);

  return (
    <div className="space-y-4" data-testid="package-detail">
      <Link to={backHref} className="inline-flex items-center gap-1 text-sm font-medium text-cyan-800 hover:underline">
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path fillRule="evenodd" d="M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z" clipRule="evenodd" />
        </svg>
        {t('packageDetail.back')}
      </Link>
      {notFound ? (
        <PackageNotFound backHref={backHref} />
      ) : query.data === undefined && !query.isError ? (
        <PackageDetailSkeleton />
      ) : (
        <QueryState query={query} errorText={t('packages.loadFailed')}>
          {(pkg) => <PackageDetailBody pkg={pkg} pickupActions={pickupActions} storageClock={storageClock} deletion={deletion} />}
        </QueryState>
      )}
    </div>
  );
}

interface PackageDetailBodyProps {
  pkg: PackageDetail;
  pickupActions?: (pkg: PackageDetail) => ReactNode;
  storageClock?: (pkg: PackageDetail) => ReactNode;
  deletion: ReturnType<typeof useDeletePackage>;
}

function PackageDetailBody({ pkg, pickupActions, storageClock, deletion }: PackageDetailBodyProps) {
  const { t } = useTranslation();
  const { dateTime } = usePackageText();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="space-y-4">
        <PackageDetailHeader pkg={pkg} />
        <MissingParcelNotice pkg={pkg} />
        <DisposedNotice pkg={pkg} />
        {pkg.delivery_status === 'scheduled' && <PickupReadyCard pkg={pkg} actions={pickupActions?.(pkg)} />}
        {showsStorageBadge(pkg) && pkg.storage_last_day && storageClock?.(pkg)}
        {/* Received, the warehouse has the parcel: the carrier has nothing more to tell, and it can no longer be deleted. */}
        {!isAtWarehouse(pkg) && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="space-y-1">
              <RefreshTrackingButton packageId={pkg.id} />
              {pkg.tracking_checked_at && (
                <p className="text-xs text-slate-500">{t('packageDetail.lastChecked', { time: dateTime(pkg.tracking_checked_at) })}</p>
              )}
            </div>
            <DeletePackageButton pkg={pkg} deletion={deletion} />
          </div>
        )}
      </div>
      <div className="space-y-4">
        <Suspense fallback={null}>
          <PackageDeclaration pkg={pkg} />
        </Suspense>
        <PackagePhotos pkg={pkg} />
        <TrackingHistory events={pkg.events} atWarehouse={isAtWarehouse(pkg)} />
        <WorkflowList entries={pkg.post_delivery_workflow} />
      </div>
    </div>
  );
}
