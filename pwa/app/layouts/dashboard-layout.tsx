import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { SupportChatButton } from '@/features/support-chat/components/support-chat-button';
import { AppHeader } from '../dashboard/app-header';
import { BottomTabBar } from '../dashboard/bottom-tab-bar';
import { OfflineBanner } from '../components/offline-banner';
import { useOfflineWarmup } from '../dashboard/offline-warmup';
import { ScreenSkeleton } from '../dashboard/screen-skeleton';
import { useHeldDataReady } from '../dashboard/use-held-data-ready';
import { SidebarNav } from '../dashboard/sidebar-nav';

/**
 * /dashboard as an installed app (decision 060): a compact header, each section a screen of its own,
 * bottom tabs on a phone and a left sidebar from lg up. No marketing navigation or footer.
 */
// Where a screen's cards will be, in the screens' own padding (not a centred spinner the cards then push away).
const screenPlaceholder = (
  <div className="mx-auto w-full max-w-5xl px-4 py-5 sm:py-6 lg:px-0 lg:py-8">
    <ScreenSkeleton />
  </div>
);

export default function DashboardLayout() {
  // RequireActiveUser renders this only for a signed-in customer.
  const user = useAuthStore((state) => state.user)!;
  const heldDataReady = useHeldDataReady(user.id);
  useOfflineWarmup();
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-slate-50">
      <AppHeader user={user} />
      <OfflineBanner />
      <div className="mx-auto flex w-full max-w-7xl flex-1 lg:gap-8 lg:px-6">
        <SidebarNav />
        {/* Bottom room on a phone: the tab bar (4rem) and the chat button floating above it. */}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 pb-[calc(9rem+env(safe-area-inset-bottom))] outline-none lg:pb-12">
          {/* The screens read what the device holds first: a network failure never reaches them before it. */}
          {heldDataReady ? (
            <Suspense fallback={screenPlaceholder}>
              <Outlet />
            </Suspense>
          ) : (
            screenPlaceholder
          )}
        </main>
      </div>
      <BottomTabBar />
      {/* The chat button is the same component as on every page, lifted above the tab bar on a phone. */}
      <div className="[&_a]:bottom-[calc(5rem+env(safe-area-inset-bottom))] lg:[&_a]:bottom-6">
        <SupportChatButton />
      </div>
    </div>
  );
}
