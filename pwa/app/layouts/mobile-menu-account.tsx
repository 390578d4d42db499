import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicUser } from '@shared/accounts/user-schema';
import { Button, buttonClasses } from '@/components/ui/button';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { displayName } from '@/features/auth/store/auth-store';
import { usePagePath } from '../use-page-path';

interface MobileMenuAccountProps {
  user: PublicUser | null;
  onLogout: () => void;
  /** Closes the menu: a link here navigates within the app, and no new page closes it. */
  closeMenu: () => void;
}

/** The phone menu's account part: signing in or up, or who is signed in, their dashboard and logging out. */
export function MobileMenuAccount({ user, onLogout, closeMenu }: MobileMenuAccountProps) {
  const { t } = useTranslation();
  const pathOf = usePagePath();
  const closeMenuAnd = (action: () => void) => () => {
    closeMenu();
    action();
  };

  return user ? (
    <>
      <div className="flex items-center gap-3 pb-2">
        <UserAvatar user={user} />
        <p className="text-sm font-semibold text-slate-900">{t('nav.welcome', { name: displayName(user) })}</p>
      </div>
      <Link to="/dashboard" onClick={closeMenu} className={buttonClasses('outline') + ' w-full'}>
        {t('nav.dashboard')}
      </Link>
      <Button variant="ghost" className="w-full" onClick={closeMenuAnd(onLogout)}>
        {t('nav.logout')}
      </Button>
    </>
  ) : (
    <>
      <Link to={pathOf('signIn')} onClick={closeMenu} className={buttonClasses('primary') + ' w-full'}>
        {t('nav.login')}
      </Link>
      <Link to={pathOf('signUp')} onClick={closeMenu} className={buttonClasses('outline') + ' w-full'}>
        {t('nav.register')}
      </Link>
    </>
  );
}
