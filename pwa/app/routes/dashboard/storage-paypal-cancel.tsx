import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { StoragePaypalCancel } from '@/features/storage/components/storage-paypal-cancel';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { packagePath, PACKAGES_PATH } from '../../dashboard/dashboard-tabs';

/** A positive id from the address, or null. */
const positiveIdOf = (param: string | undefined) => (Number.isSafeInteger(Number(param)) && Number(param) > 0 ? Number(param) : null);

/** PayPal sends the customer here after they cancelled there (?token=…): the waiting days go, nothing was charged. */
export default function DashboardStoragePaypalCancelPage() {
  const { t } = useTranslation();
  const params = useParams();
  const packageId = positiveIdOf(params.id);
  const extensionId = positiveIdOf(params.extensionId);
  if (packageId === null || extensionId === null) return <Navigate to={PACKAGES_PATH} replace />;
  return (
    <DashboardScreen title={t('storageClock.paypal.title')} feature="package_tracking" contentHasTitle>
      <StoragePaypalCancel target={{ packageId, extensionId }} packageHref={packagePath(packageId)} />
    </DashboardScreen>
  );
}
