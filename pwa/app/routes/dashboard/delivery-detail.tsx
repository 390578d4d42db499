import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { DeliveryDetailScreen } from '@/features/deliveries/components/delivery-detail-screen';
import { invalidatePackages } from '@/features/packages/api/package-queries';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { DELIVERIES_PATH } from '../../dashboard/dashboard-tabs';
import { idInAddress } from '../../dashboard/id-in-address';

/** One delivery: its stage, tracking and cost; cancelled while its label is not bought. */
export default function DashboardDeliveryDetailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deliveryId = idInAddress(useParams().id);
  if (deliveryId === null) return <Navigate to={DELIVERIES_PATH} replace />;
  return (
    <DashboardScreen title={t('deliveries.detail.screenTitle')} feature="delivery" contentHasTitle>
      {/* Cancelled: its packages wait at the warehouse again. */}
      <DeliveryDetailScreen deliveryId={deliveryId} backHref={DELIVERIES_PATH} onCancelled={() => void invalidatePackages(queryClient)} />
    </DashboardScreen>
  );
}
