import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isStaffRole } from '@shared/accounts/user-roles';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { PageLoader } from '../components/page-loader';

/** /dashboard: signed in with a verified account; staff belong in /admin. */
export function RequireActiveUser({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const openVerify = useAccountDialogs((state) => state.openVerify);
  const inactiveEmail = user && !user.is_active ? user.email : null;

  useEffect(() => {
    if (status !== 'checking' && inactiveEmail) openVerify(inactiveEmail, 'unverified');
  }, [status, inactiveEmail, openVerify]);

  if (status === 'checking') return <PageLoader />;
  if (!user || status !== 'authenticated' || inactiveEmail) return <Navigate to="/" replace />;
  if (isStaffRole(user.role)) return <Navigate to="/admin" replace />;
  return children;
}
