import type { PublicUser } from '@shared/accounts/user-schema';
import { displayName } from '../store/auth-store';

export function UserAvatar({ user }: { user: PublicUser }) {
  return (
    <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-cyan-700 text-sm font-semibold text-white uppercase">
      {displayName(user).charAt(0)}
    </span>
  );
}
