import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasFeature } from '@shared/subscription/feature-gates';
import { deliveriesQuery } from '@/features/deliveries/api/delivery-queries';
import { packagesInOpenDeliveries } from '@/features/deliveries/model/choosable-packages';
import { packagesQuery, invalidatePackages } from '@/features/packages/api/package-queries';
import { PickupScreen } from '@/features/pickup/components/pickup-screen';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { NEW_DELIVERY_PATH, packagePath } from '../../dashboard/dashboard-tabs';
import { useDashboardAccount } from '../../dashboard/use-dashboard-account';

/**
 * Pickup: choose received packages and a weekday slot, behind schedule_pickup; with delivery, the way to ship them
 * instead, and the packages a paid delivery holds are not offered for pickup.
 */
function PickupContent() {
  const queryClient = useQueryClient();
  const packages = useQuery(packagesQuery());
  const { user, subscription } = useDashboardAccount();
  const delivers = hasFeature(subscription, 'delivery', new Date());
  const deliveries = useQuery({ ...deliveriesQuery(), enabled: delivers });
  const held = packagesInOpenDeliveries(deliveries.data ?? []);
  return (
    <PickupScreen
      packages={(packages.data ?? []).filter((pkg) => !held.has(pkg.id))}
      packagesLoading={packages.isPending}
      onBooked={() => void invalidatePackages(queryClient)}
      packageHref={packagePath}
      deliveryHref={delivers ? NEW_DELIVERY_PATH : undefined}
      accountName={`${user.first_name} ${user.last_name}`.trim()}
    />
  );
}

export default function DashboardPickupPage() {
  const { t } = useTranslation();
  return (
    <DashboardScreen title={t('dashboard.screens.pickup.title')} feature="schedule_pickup">
      <PickupContent />
    </DashboardScreen>
  );
}
