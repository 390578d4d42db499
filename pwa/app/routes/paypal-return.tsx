import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getProfile } from '@/features/auth/api/get-profile';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { updateStoredUser } from '@/features/auth/store/session-storage';
import { PaypalReturnView } from '@/features/paypal/components/paypal-return-view';
import { usePaypalReturn } from '@/features/paypal/hooks/use-paypal-return';
import { useSubscriptionStore } from '@/features/subscription/store/subscription-store';
import { useAccountDialogs } from '@/lib/account-dialogs';

/** /paypal/return?token=…&PayerID=…: capture once, then success, login required or error. */
export default function PaypalReturnPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useAuthStore((state) => state.status);
  const openLogin = useAccountDialogs((state) => state.openLogin);

  const refreshUser = useCallback(async () => {
    const user = await getProfile();
    updateStoredUser(user);
    useAuthStore.setState({ user });
    await useSubscriptionStore.getState().refresh(user.id, { force: true });
  }, []);

  const view = usePaypalReturn({
    token: params.get('token'),
    signedIn: status === 'checking' ? null : status === 'authenticated',
    refreshUser,
  });

  const goToDashboard = useCallback(() => navigate('/dashboard'), [navigate]);
  const goToLogin = useCallback(() => {
    navigate('/');
    openLogin();
  }, [navigate, openLogin]);

  return <PaypalReturnView view={view} onGoToDashboard={goToDashboard} onGoToLogin={goToLogin} />;
}
