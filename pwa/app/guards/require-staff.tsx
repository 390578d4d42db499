import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isStaffRole } from '@shared/accounts/user-roles';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { PageLoader } from '../components/page-loader';

/** /admin: only admin and superadmin. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  if (status === 'checking') return <PageLoader />;
  if (!user || status !== 'authenticated' || !isStaffRole(user.role)) return <Navigate to="/" replace />;
  return children;
}
