import { UserMenuButton } from '@/features/auth/components/user-menu-button';
import type { PublicUser } from '@shared/accounts/user-schema';
import { BrandLogo } from '../layouts/brand-logo';
import { LanguageToggle } from '../layouts/language-toggle';
import { DASHBOARD_PATH } from './dashboard-tabs';

/**
 * The app's compact header: the logo (to the dashboard home), the language and the user menu; no marketing links.
 * Without a user (the prerendered app frame) the menu's place holds a neutral avatar.
 */
export function AppHeader({ user }: { user?: PublicUser }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4 lg:h-16 lg:px-6">
        <BrandLogo to={DASHBOARD_PATH} />
        <div className="ml-auto flex items-center gap-2">
          <LanguageToggle />
          {user ? <UserMenuButton user={user} /> : <span aria-hidden="true" className="m-1 size-8 animate-pulse rounded-full bg-slate-200" />}
        </div>
      </div>
    </header>
  );
}
