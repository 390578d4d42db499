import { useTranslation } from 'react-i18next';
import { DeliveriesScreen } from '@/features/deliveries/components/deliveries-screen';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { deliveryPath, NEW_DELIVERY_PATH } from '../../dashboard/dashboard-tabs';

/** Deliveries: the customer's packages shipped to their US address, behind the plan's delivery (Standard, Premium). */
export default function DashboardDeliveriesPage() {
  const { t } = useTranslation();
  return (
    <DashboardScreen title={t('deliveries.list.title')} feature="delivery">
      <DeliveriesScreen links={{ newDelivery: NEW_DELIVERY_PATH, delivery: deliveryPath }} />
    </DashboardScreen>
  );
}
