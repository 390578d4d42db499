import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { DeliveryPaypalReturn } from '@/features/deliveries/components/delivery-paypal-return';
import { invalidatePackages } from '@/features/packages/api/package-queries';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { DELIVERIES_PATH } from '../../dashboard/dashboard-tabs';
import { DELIVERY_LINKS } from '../../dashboard/delivery-links';
import { idInAddress } from '../../dashboard/id-in-address';

/** PayPal sends the customer back here approved (?token=…&PayerID=…): the payment is confirmed, then the paid delivery. */
export default function DashboardDeliveryPaypalReturnPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deliveryId = idInAddress(useParams().id);
  if (deliveryId === null) return <Navigate to={DELIVERIES_PATH} replace />;
  return (
    <DashboardScreen title={t('deliveries.paypal.title')} feature="delivery" contentHasTitle>
      {/* Paid: its packages are in a delivery now. */}
      <DeliveryPaypalReturn deliveryId={deliveryId} links={DELIVERY_LINKS} onPaid={() => void invalidatePackages(queryClient)} />
    </DashboardScreen>
  );
}
