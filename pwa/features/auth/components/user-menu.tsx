import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '@shared/accounts/user-schema';
import { displayName, useAuthStore } from '../store/auth-store';
import { UserMenuTrigger } from './user-menu-button';

const itemClasses =
  'flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-cyan-50 data-[highlighted]:text-cyan-900';

/** The loaded menu (see user-menu-button.tsx): opened at once when it replaces the plain trigger on a click. */
export default function UserMenu({ user, defaultOpen = false }: { user: PublicUser; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useAuthStore((state) => state.logout);
  const name = displayName(user);

  const onLogout = () => {
    void logout().then((signedOut) => signedOut && navigate('/'));
  };

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <UserMenuTrigger user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-semibold text-slate-900">{t('nav.welcome', { name })}</span>
            <span className="block truncate text-xs text-slate-500">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/dashboard')}>
            {t('nav.dashboard')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={onLogout}>
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
