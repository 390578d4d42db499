import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { packagesQuery, invalidatePackages } from '@/features/packages/api/package-queries';
import { PickupScreen } from '@/features/pickup/components/pickup-screen';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { packagePath } from '../../dashboard/dashboard-tabs';

/** Pickup: choose received packages and a weekday slot, behind schedule_pickup. */
function PickupContent() {
  const queryClient = useQueryClient();
  const packages = useQuery(packagesQuery());
  return (
    <PickupScreen
      packages={packages.data ?? []}
      packagesLoading={packages.isPending}
      onBooked={() => void invalidatePackages(queryClient)}
      packageHref={packagePath}
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
