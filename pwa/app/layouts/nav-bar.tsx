import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { UserMenuButton } from '@/features/auth/components/user-menu-button';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { usePagePath } from '../use-page-path';
import { BrandLogo } from './brand-logo';
import { LanguageToggle } from './language-toggle';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

export function NavBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const logout = useAuthStore((state) => state.logout);
  const pathOf = usePagePath();
  const signedIn = status !== 'anonymous' && user ? user : null;

  const onLogout = () => {
    void logout().then((signedOut) => signedOut && navigate('/'));
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <BrandLogo />
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* Below 360 px the switch lives in the menu only: the logo, login and menu need the row. */}
          <LanguageToggle display="hidden min-[360px]:inline-flex" />
          {signedIn ? (
            <UserMenuButton user={signedIn} />
          ) : (
            // A link: it signs in before the app has loaded too (decision 137).
            <Link to={pathOf('signIn')} className={`${buttonClasses('primary', 'sm')} whitespace-nowrap`}>
              {t('nav.login')}
            </Link>
          )}
          <MobileMenu user={signedIn} onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}
