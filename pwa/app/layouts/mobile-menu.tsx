import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicUser } from '@shared/accounts/user-schema';
import { Button, buttonClasses } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { displayName } from '@/features/auth/store/auth-store';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { NavLinks } from './nav-links';

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
  const { openLogin, openRegister } = useAccountDialogs();
  const close = () => setOpen(false);
  const then = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={t('nav.menu')}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('nav.openMenu')} className="lg:hidden">
          <MenuIcon />
        </Button>
      }
    >
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
            <Button className="w-full" onClick={then(openLogin)}>
              {t('nav.login')}
            </Button>
            <Button variant="outline" className="w-full" onClick={then(openRegister)}>
              {t('nav.register')}
            </Button>
          </>
        )}
      </div>
    </Sheet>
  );
}
