import { lazy, Suspense } from 'react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router-dom';
import { AdminPackagesPanel } from '@/features/admin-packages/components/admin-packages-panel';
import { InboxPanel } from '@/features/inbox/components/inbox-panel';
import { ShippingQueue } from '@/features/shipping-queue/components/shipping-queue';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { AdminHeader } from '../admin/admin-header';
import { OfflineBanner } from '../components/offline-banner';
import { isAdminTab, type AdminTab } from '../admin/admin-tabs';
import { Spinner } from '@/components/ui/spinner';

// The missing-parcel watchdog's tasks and the intake times (decision 177), when their tab opens.
const MissingParcelsPanel = lazy(() => import('@/features/missing-parcels/components/missing-parcels-panel'));

// The counter's morning list (decision 175) loads when its tab opens.
const StagingList = lazy(() => import('@/features/receiving/components/staging-list'));
// Parcels past their storage (decision 176), likewise.
const OverdueParcelsPanel = lazy(() => import('@/features/storage/components/overdue-parcels-panel'));

/**
 * /admin for staff, as an app of its own (like /dashboard, decision 060): its header and <main>, no marketing
 * navigation or footer. The section is in the URL (?tab=shipping, ?tab=messages) so a reload or a link keeps it.
 */
export default function AdminPage() {
  // RequireStaff renders this only for a signed-in admin or superadmin.
  const user = useAuthStore((state) => state.user)!;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'packages';
  const changeTab = (value: string) => setParams(value === 'packages' ? {} : { tab: value }, { replace: true });

  return (
    <Tabs.Root value={tab} onValueChange={changeTab} className="flex min-h-dvh flex-1 flex-col bg-slate-50">
      <AdminHeader user={user} />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 pb-12 outline-none lg:px-6">
        <Tabs.Content value="packages" className="outline-none">
          <AdminPackagesPanel />
        </Tabs.Content>
        <Tabs.Content value="shipping" className="outline-none">
          <ShippingQueue />
        </Tabs.Content>
        <Tabs.Content value="messages" className="outline-none">
          <InboxPanel />
        </Tabs.Content>
        <Tabs.Content value="pickups" className="outline-none">
          <Suspense fallback={<Spinner />}>
            <StagingList />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="overdue" className="outline-none">
          <Suspense fallback={<Spinner />}>
            <OverdueParcelsPanel />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="missing" className="outline-none">
          <Suspense fallback={<Spinner />}>
            <MissingParcelsPanel withIntakeTimes />
          </Suspense>
        </Tabs.Content>
      </main>
    </Tabs.Root>
  );
}
