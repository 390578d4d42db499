import type { ReactNode } from 'react';
import type { PublicUser } from '@shared/accounts/user-schema';
import { AppHeader } from './app-header';
import { BottomTabBar } from './bottom-tab-bar';
import { SidebarNav } from './sidebar-nav';

interface DashboardChromeProps {
  /** Absent in the prerendered app frame: the header keeps the user menu's place. */
  user?: PublicUser;
  /** Between the header and the content (the offline banner). */
  banner?: ReactNode;
  /** After the tab bar (the floating chat button). */
  floating?: ReactNode;
  children: ReactNode;
}

/**
 * /dashboard as an installed app (decision 060): a compact header, each section a screen of its own,
 * bottom tabs on a phone and a left sidebar from lg up. No marketing navigation or footer.
 */
export function DashboardChrome({ user, banner, floating, children }: DashboardChromeProps) {
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-slate-50">
      <AppHeader user={user} />
      {banner}
      <div className="mx-auto flex w-full max-w-7xl flex-1 lg:gap-8 lg:px-6">
        <SidebarNav />
        {/* Bottom room on a phone: the tab bar (4rem) and the chat button floating above it. */}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 pb-[calc(9rem+env(safe-area-inset-bottom))] outline-none lg:pb-12">
          {children}
        </main>
      </div>
      <BottomTabBar />
      {floating}
    </div>
  );
}
