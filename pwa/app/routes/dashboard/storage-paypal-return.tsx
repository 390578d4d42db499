import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { invalidatePackages } from '@/features/packages/api/package-queries';
import { StoragePaypalReturn } from '@/features/storage/components/storage-paypal-return';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { idInAddress } from '../../dashboard/id-in-address';
import { packagePath, PACKAGES_PATH } from '../../dashboard/dashboard-tabs';

/** PayPal sends the customer back here approved (?token=…&PayerID=…): the storage days confirmed, then the new last day. */
export default function DashboardStoragePaypalReturnPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const params = useParams();
  const packageId = idInAddress(params.id);
  const extensionId = idInAddress(params.extensionId);
  if (packageId === null || extensionId === null) return <Navigate to={PACKAGES_PATH} replace />;
  return (
    <DashboardScreen title={t('storageClock.paypal.title')} feature="package_tracking" contentHasTitle>
      <StoragePaypalReturn target={{ packageId, extensionId }} packageHref={packagePath(packageId)} onPaid={() => invalidatePackages(queryClient)} />
    </DashboardScreen>
  );
}
