import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReceiveStation } from '@/features/receiving/components/receive-station';
import { ShippingQueue } from '@/features/shipping-queue/components/shipping-queue';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { BrandLogo } from '../layouts/brand-logo';

// What the carriers delivered and nobody received yet (decision 177), below the station's own work.
const MissingParcelsPanel = lazy(() => import('@/features/missing-parcels/components/missing-parcels-panel'));

/**
 * /admin/receive: the receiving station on a warehouse tablet, an app screen of its own (no marketing chrome, like
 * /admin) with a slim header so the lookup field sits high on the screen; below it, the deliveries to ship, so the
 * boxes going out are labelled at the same counter.
 */
export default function AdminReceivePage() {
  const { t } = useTranslation();
  // RequireStaff renders this only for a signed-in admin or superadmin.
  const user = useAuthStore((state) => state.user)!;
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-slate-100">
      <header className="sticky top-0 z-30 border-b border-slate-300 bg-white pt-[env(safe-area-inset-top)]">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 lg:px-6">
          <BrandLogo to="/admin" />
          <h1 className="border-l border-slate-300 pl-4 text-xl font-bold text-slate-900">{t('receiving.title')}</h1>
          <p className="ml-auto hidden text-base font-medium text-slate-800 sm:block" data-testid="staff-name">
            <span className="sr-only">{t('admin.header.signedInAs')} </span>
            {user.first_name} {user.last_name}
          </p>
          <Link to="/admin" className={cn(buttonClasses('outline', 'lg'), 'h-14 text-base')}>{t('receiving.backToPanel')}</Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-4 pb-12 outline-none lg:px-6">
        <ReceiveStation />
        <div className="mt-8">
          <ShippingQueue />
        </div>
        <div className="mt-8">
          <Suspense fallback={null}>
            <MissingParcelsPanel />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
