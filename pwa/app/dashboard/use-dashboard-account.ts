import { isSubscribed } from '@shared/subscription/access';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { useSubscription } from '@/features/subscription/hooks/use-subscription';
import { useAccountDialogs } from '@/lib/account-dialogs';

/** The signed-in customer of every dashboard screen, their subscription and the way to a plan. */
export function useDashboardAccount() {
  // RequireActiveUser guarantees a signed-in customer under /dashboard.
  const user = useAuthStore((state) => state.user)!;
  const query = useSubscription(user.id);
  const openOnboarding = useAccountDialogs((state) => state.openOnboarding);
  const subscription = query.data ?? null;
  // undefined while the subscription is first loading, so screens show skeletons rather than a paywall.
  const validAccess = query.data !== undefined ? isSubscribed(query.data, new Date()) : query.isError ? false : undefined;
  return { user, query, subscription, validAccess, choosePlan: () => openOnboarding(2) };
}
