import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DeliveryRequestFlow } from '@/features/deliveries/components/delivery-request-flow';
import { invalidatePackages, packagesQuery } from '@/features/packages/api/package-queries';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { DELIVERY_LINKS } from '../../dashboard/delivery-links';

/** "Send to my address": the received packages, a verified address, the rates and the payment. */
function DeliveryNewContent() {
  const queryClient = useQueryClient();
  const packages = useQuery(packagesQuery());
  return (
    <DeliveryRequestFlow
      packages={packages.data ?? []}
      packagesLoading={packages.isPending}
      links={DELIVERY_LINKS}
      // Paid: its packages are in a delivery now.
      onPaid={() => void invalidatePackages(queryClient)}
    />
  );
}

export default function DashboardDeliveryNewPage() {
  const { t } = useTranslation();
  return (
    <DashboardScreen title={t('deliveries.request.title')} feature="delivery" contentHasTitle>
      <DeliveryNewContent />
    </DashboardScreen>
  );
}
