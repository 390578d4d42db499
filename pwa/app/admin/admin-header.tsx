import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { PublicUser } from '@shared/accounts/user-schema';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { Button, buttonClasses } from '@/components/ui/button';
import { BrandLogo } from '../layouts/brand-logo';
import { AdminTabList } from './admin-tabs';

const SettingsDialog = lazy(() => import('@/features/admin-settings/components/settings-dialog').then((module) => ({ default: module.SettingsDialog })));

/** The staff header (part 2 section 2): logo, 'Admin Panel', the staff member's name, Settings (superadmin), Logout; the sections below. */
export function AdminHeader({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useAuthStore((state) => state.logout);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const isSuperadmin = user.role === 'superadmin';

  const openSettings = () => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
  };
  const onLogout = () => {
    void logout().then((signedOut) => signedOut && navigate('/', { replace: true }));
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 lg:px-6">
        <BrandLogo to="/admin" />
        <h1 className="border-l border-slate-200 pl-4 text-lg font-semibold text-slate-700">{t('admin.header.title')}</h1>
        <div className="ml-auto flex items-center gap-2">
          <p className="mr-2 hidden text-sm font-medium text-slate-800 sm:block" data-testid="staff-name">
            <span className="sr-only">{t('admin.header.signedInAs')} </span>
            {user.first_name} {user.last_name}
          </p>
          <Link to="/admin/receive" className={buttonClasses('primary', 'lg')}>{t('receiving.link')}</Link>
          {isSuperadmin && (
            <Button variant="outline" size="lg" onClick={openSettings}>
              <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
                <circle cx="10" cy="10" r="2.5" />
                <path d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4" strokeLinecap="round" />
              </svg>
              {t('admin.header.settings')}
            </Button>
          )}
          <Button variant="ghost" size="lg" onClick={onLogout}>{t('admin.header.logout')}</Button>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <AdminTabList />
      </div>
      {isSuperadmin && settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} viewerRole={user.role} />
        </Suspense>
      )}
    </header>
  );
}
