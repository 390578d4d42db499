import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PackagesScreen } from '@/features/packages/components/packages-screen';
import { refreshSubscription } from '@/features/subscription/api/subscription-queries';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { packagePath } from '../../dashboard/dashboard-tabs';
import { useDashboardAccount } from '../../dashboard/use-dashboard-account';

/** Packages: the customer's tracked packages, behind package_tracking; adding one follows can_add_shipment. */
export default function DashboardPackagesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, subscription } = useDashboardAccount();
  // Adding or deleting a package changes the plan's shipment count: fetch it now, not in 5 seconds.
  const onPackagesChanged = () => void refreshSubscription(queryClient, user.id).catch(() => undefined);
  return (
    <DashboardScreen title={t('dashboard.screens.packages.title')} feature="package_tracking" contentHasTitle>
      <PackagesScreen canAddShipment={subscription?.can_add_shipment ?? false} onPackagesChanged={onPackagesChanged} detailHref={packagePath} />
    </DashboardScreen>
  );
}
