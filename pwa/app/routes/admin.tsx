import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router-dom';
import { AdminPackagesPanel } from '@/features/admin-packages/components/admin-packages-panel';
import { InboxPanel } from '@/features/inbox/components/inbox-panel';
import { ShippingQueue } from '@/features/shipping-queue/components/shipping-queue';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { AdminHeader } from '../admin/admin-header';
import { OfflineBanner } from '../components/offline-banner';
import { isAdminTab, type AdminTab } from '../admin/admin-tabs';

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
      </main>
    </Tabs.Root>
  );
}
