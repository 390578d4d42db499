import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { DeliveryPaypalCancel } from '@/features/deliveries/components/delivery-paypal-cancel';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { DELIVERIES_PATH } from '../../dashboard/dashboard-tabs';
import { DELIVERY_LINKS } from '../../dashboard/delivery-links';
import { idInAddress } from '../../dashboard/id-in-address';

/** PayPal sends the customer here after they cancelled there (?token=…): the reservation goes, nothing was charged. */
export default function DashboardDeliveryPaypalCancelPage() {
  const { t } = useTranslation();
  const deliveryId = idInAddress(useParams().id);
  if (deliveryId === null) return <Navigate to={DELIVERIES_PATH} replace />;
  return (
    <DashboardScreen title={t('deliveries.paypal.title')} feature="delivery" contentHasTitle>
      <DeliveryPaypalCancel deliveryId={deliveryId} links={DELIVERY_LINKS} />
    </DashboardScreen>
  );
}
