import { lazy, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router-dom';
import { SupportChatButton } from '@/features/support-chat/components/support-chat-button';
import { releaseAppFrame } from '@/lib/app-frame';
import { PageLoader } from '../components/page-loader';
import { ScrollRestoration } from '../scroll-restoration';
import { AccountDialogs } from './account-dialogs';

// The public pages' header and footer, which the dashboard and the admin panel (their own layouts) never show:
// loaded with the first public page, kept out of a signed-in first load (decision 101).
const NavBar = lazy(() => import('./nav-bar').then((module) => ({ default: module.NavBar })));
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

export function RootLayout() {
  const { t } = useTranslation();
  // The dashboard is an app of its own (decision 060): its layout brings its header, navigation, <main> and chat button.
  // The admin panel likewise brings its own header and <main>.
  const inDashboard = useMatch('/dashboard/*') !== null;
  const inAdmin = useMatch('/admin/*') !== null;
  const inApp = inDashboard || inAdmin;
  // Sent elsewhere from the app frame's /dashboard (signed out, staff): the frame gives way (the dashboard's layout
  // releases it itself once drawn).
  useLayoutEffect(() => {
    if (!inDashboard) releaseAppFrame();
  }, [inDashboard]);
  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t('nav.skipToContent')}
      </a>
      {inApp ? (
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      ) : (
        <>
          <Suspense fallback={<div className="h-16 border-b border-slate-200" />}>
            <NavBar />
          </Suspense>
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {/* While a page's code loads, the loader fills the screen: the footer waits below it, never pushed down in view. */}
            <Suspense fallback={<PageLoader className="min-h-[calc(100dvh-4rem)]" />}>
              <Outlet />
            </Suspense>
          </main>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
          <SupportChatButton />
        </>
      )}
      <AccountDialogs />
      <ScrollRestoration />
    </div>
  );
}
