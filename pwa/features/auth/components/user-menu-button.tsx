import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import type { PublicUser } from '@shared/accounts/user-schema';
import { displayName } from '../store/auth-store';
import { UserAvatar } from './user-avatar';

// Radix's dropdown with its positioning library (~35 KB) comes with the first use, not with the screen: hovering or
// focusing the button fetches it, a click mounts it already open.
const loadMenu = () => import('./user-menu');
const UserMenu = lazy(loadMenu);
const prefetchMenu = () => void loadMenu().catch(() => undefined);

export const USER_MENU_TRIGGER_CLASSES =
  'flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100';

type TriggerProps = ComponentPropsWithoutRef<'button'> & { user: PublicUser };

/** The trigger's face, the same before and after the menu has loaded. */
export const UserMenuTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function UserMenuTrigger({ user, ...props }, ref) {
  return (
    <button ref={ref} type="button" data-testid="user-menu-trigger" className={USER_MENU_TRIGGER_CLASSES} {...props}>
      <UserAvatar user={user} />
      {/* Below 380 px the avatar alone (the name still names the button): a long name would push the header off a small phone. */}
      <span className="sr-only min-[380px]:not-sr-only min-[380px]:max-w-[6rem] min-[380px]:truncate sm:max-w-[8rem]">{displayName(user)}</span>
    </button>
  );
});

export function UserMenuButton({ user }: { user: PublicUser }) {
  const [used, setUsed] = useState(false);
  const plain = (
    <UserMenuTrigger user={user} aria-haspopup="menu" aria-expanded={false} onPointerEnter={prefetchMenu} onFocus={prefetchMenu} onClick={() => setUsed(true)} />
  );
  if (!used) return plain;
  return (
    <Suspense fallback={plain}>
      <UserMenu user={user} defaultOpen />
    </Suspense>
  );
}
