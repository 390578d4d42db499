import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { PaypalReturnView } from '@/features/paypal/components/paypal-return-view';
import { usePaypalReturn } from '@/features/paypal/hooks/use-paypal-return';
import { refreshSubscription } from '@/features/subscription/api/subscription-queries';
import { useAccountDialogs } from '@/lib/account-dialogs';

/** /paypal/return?token=…&PayerID=…: capture once, then success, login required or error. */
export default function PaypalReturnPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const status = useAuthStore((state) => state.status);
  const openLogin = useAccountDialogs((state) => state.openLogin);

  // The capture answers only plan and access end (it runs without a session): the subscription is fetched.
  const refreshUser = useCallback(
    async () => {
      const user = await useAuthStore.getState().refreshProfile();
      await refreshSubscription(queryClient, user.id);
    },
    [queryClient],
  );

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
