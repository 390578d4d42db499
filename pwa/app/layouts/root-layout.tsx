import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatch } from 'react-router-dom';
import { SupportChatButton } from '@/features/support-chat/components/support-chat-button';
import { PageLoader } from '../components/page-loader';
import { AccountDialogs } from './account-dialogs';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function RootLayout() {
  const { t } = useTranslation();
  // The dashboard is an app of its own (decision 060): its layout brings its header, navigation, <main> and chat button.
  // The admin panel likewise brings its own header and <main>.
  const inDashboard = useMatch('/dashboard/*') !== null;
  const inAdmin = useMatch('/admin/*') !== null;
  const inApp = inDashboard || inAdmin;
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
          <NavBar />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {/* While a page's code loads, the loader fills the screen: the footer waits below it, never pushed down in view. */}
            <Suspense fallback={<PageLoader className="min-h-[calc(100dvh-4rem)]" />}>
              <Outlet />
            </Suspense>
          </main>
          <Footer />
          <SupportChatButton />
        </>
      )}
      <AccountDialogs />
      <ScrollRestoration />
    </div>
  );
}
