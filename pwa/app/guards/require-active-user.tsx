import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isStaffRole } from '@shared/accounts/user-roles';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { PageLoader } from '../components/page-loader';

/**
 * /dashboard: signed in with a verified account; staff belong in /admin. A stored session opens at once on
 * the device's word while the server confirms it: the screens read their held data and ask for the
 * subscription and packages alongside the profile, not after it (decision 101). A 401 still signs out.
 */
export function RequireActiveUser({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const openVerify = useAccountDialogs((state) => state.openVerify);
  const inactiveEmail = user && !user.is_active ? user.email : null;

  useEffect(() => {
    if (status !== 'checking' && inactiveEmail) openVerify(inactiveEmail, 'unverified');
  }, [status, inactiveEmail, openVerify]);

  if (status === 'checking' && !user) return <PageLoader />;
  if (!user || status === 'anonymous' || inactiveEmail) return <Navigate to="/" replace />;
  if (isStaffRole(user.role)) return <Navigate to="/admin" replace />;
  return children;
}
