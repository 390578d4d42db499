import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicUser } from '@shared/accounts/user-schema';
import { Button, buttonClasses } from '@/components/ui/button';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { displayName } from '@/features/auth/store/auth-store';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';
import { usePagePath } from '../use-page-path';

// The Radix dialog stack comes with the first open; hovering or focusing the button fetches it early.
const loadSheet = () => import('@/components/ui/sheet');
const Sheet = lazy(loadSheet);
const prefetchSheet = () => void loadSheet().catch(() => undefined);

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </svg>
  );
}

export function MobileMenu({ user, onLogout }: { user: PublicUser | null; onLogout: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const openRegister = useAccountDialogs((state) => state.openRegister);
  const pathOf = usePagePath();
  const close = () => setOpen(false);
  const then = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="lg:hidden"
        onPointerEnter={prefetchSheet}
        onFocus={prefetchSheet}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <Sheet open={open} onOpenChange={setOpen} title={t('nav.menu')} returnFocusTo={trigger}>
            <nav aria-label={t('nav.mobile')}>
              <NavLinks className="space-y-1" linkClassName="text-base" onNavigate={close} />
            </nav>
            <div className="mt-6 space-y-2 border-t border-slate-200 pt-6">
              {user ? (
                <>
                  <div className="flex items-center gap-3 pb-2">
                    <UserAvatar user={user} />
                    <p className="text-sm font-semibold text-slate-900">{t('nav.welcome', { name: displayName(user) })}</p>
                  </div>
                  <Link to="/dashboard" onClick={close} className={buttonClasses('outline') + ' w-full'}>
                    {t('nav.dashboard')}
                  </Link>
                  <Button variant="ghost" className="w-full" onClick={then(onLogout)}>
                    {t('nav.logout')}
                  </Button>
                </>
              ) : (
                <>
                  <Link to={pathOf('signIn')} onClick={close} className={buttonClasses('primary') + ' w-full'}>
                    {t('nav.login')}
                  </Link>
                  <Button variant="outline" className="w-full" onClick={then(openRegister)}>
                    {t('nav.register')}
                  </Button>
                </>
              )}
            </div>
            <div className="mt-6 border-t border-slate-200 pt-6">
              <LanguageSwitch tone="light" buttonClassName="min-h-11 min-w-24" />
            </div>
          </Sheet>
        </Suspense>
      )}
    </>
  );
}
