import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { PackageDetailScreen } from '@/features/packages/components/package-detail-screen';
import { invalidatePackages } from '@/features/packages/api/package-queries';
import { EditPickupButton } from '@/features/pickup/components/edit-pickup-button';
import { PickupAccountName } from '@/features/pickup/hooks/pickup-account-name';
import { refreshSubscription } from '@/features/subscription/api/subscription-queries';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { idInAddress } from '../../dashboard/id-in-address';
import { PACKAGES_PATH } from '../../dashboard/dashboard-tabs';
import { useDashboardAccount } from '../../dashboard/use-dashboard-account';

// Loaded with the package page only when a waiting package shows it (decision 176).
const StorageClock = lazy(() => import('@/features/storage/components/storage-clock'));

/** One package: tracking history and workflow; a scheduled one offers to edit its pickup. */
export default function DashboardPackageDetailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, subscription } = useDashboardAccount();
  const packageId = idInAddress(useParams().id);
  if (packageId === null) return <Navigate to={PACKAGES_PATH} replace />;
  const onPackagesChanged = () => void refreshSubscription(queryClient, user.id).catch(() => undefined);
  return (
    <DashboardScreen title={t('dashboard.screens.packageDetail.title')} feature="package_tracking" contentHasTitle>
      <PackageDetailScreen
        packageId={packageId}
        backHref={PACKAGES_PATH}
        onPackagesChanged={onPackagesChanged}
        storageClock={(pkg) => (
          <Suspense fallback={null}>
            <StorageClock pkg={pkg} onExtended={() => invalidatePackages(queryClient)} planPaidWith={subscription?.payment_provider ?? null} />
          </Suspense>
        )}
        pickupActions={(pkg) =>
          pkg.pickup_id ? (
            <PickupAccountName value={`${user.first_name} ${user.last_name}`.trim()}>
              <EditPickupButton pickupId={pkg.pickup_id} onBooked={() => void invalidatePackages(queryClient)} />
            </PickupAccountName>
          ) : null
        }
      />
    </DashboardScreen>
  );
}
