import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { StoragePaypalCancel } from '@/features/storage/components/storage-paypal-cancel';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { idInAddress } from '../../dashboard/id-in-address';
import { packagePath, PACKAGES_PATH } from '../../dashboard/dashboard-tabs';

/** PayPal sends the customer here after they cancelled there (?token=…): the waiting days go, nothing was charged. */
export default function DashboardStoragePaypalCancelPage() {
  const { t } = useTranslation();
  const params = useParams();
  const packageId = idInAddress(params.id);
  const extensionId = idInAddress(params.extensionId);
  if (packageId === null || extensionId === null) return <Navigate to={PACKAGES_PATH} replace />;
  return (
    <DashboardScreen title={t('storageClock.paypal.title')} feature="package_tracking" contentHasTitle>
      <StoragePaypalCancel target={{ packageId, extensionId }} packageHref={packagePath(packageId)} />
    </DashboardScreen>
  );
}
