import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { SupportChatButton } from '@/features/support-chat/components/support-chat-button';
import { releaseAppFrame } from '@/lib/app-frame';
import { OfflineBanner } from '../components/offline-banner';
import { DashboardChrome } from '../dashboard/dashboard-chrome';
import { DASHBOARD_PATH } from '../dashboard/dashboard-tabs';
import { HomeScreenPlaceholder } from '../dashboard/home-screen-placeholder';
import { useOfflineWarmup } from '../dashboard/offline-warmup';
import { ScreenSkeleton } from '../dashboard/screen-skeleton';
import { useHeldDataReady } from '../dashboard/use-held-data-ready';

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
  const placeholder = useMatch(DASHBOARD_PATH) ? <HomeScreenPlaceholder /> : screenPlaceholder;
  useOfflineWarmup();
  // The prerendered frame this layout draws again, now with the user's menu (decision 101).
  useLayoutEffect(releaseAppFrame, []);
  return (
    <DashboardChrome
      user={user}
      banner={<OfflineBanner />}
      floating={
        // The chat button is the same component as on every page, lifted above the tab bar on a phone.
        <div className="[&_a]:bottom-[calc(5rem+env(safe-area-inset-bottom))] lg:[&_a]:bottom-6">
          <SupportChatButton />
        </div>
      }
    >
      {/* The screens read what the device holds first: a network failure never reaches them before it. */}
      {heldDataReady ? <Suspense fallback={placeholder}><Outlet /></Suspense> : placeholder}
    </DashboardChrome>
  );
}
