import type { OnboardingPlanId } from '@shared/plans/plan-catalog';
import { isSubscribed } from '@shared/subscription/access';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { useSubscription } from '@/features/subscription/hooks/use-subscription';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { isNetworkFailure } from '@/lib/connectivity';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

/** The signed-in customer of every dashboard screen, their subscription and the way to a plan. */
export function useDashboardAccount() {
  // RequireActiveUser guarantees a signed-in customer under /dashboard.
  const user = useAuthStore((state) => state.user)!;
  const query = useSubscription(user.id);
  const openOnboarding = useAccountDialogs((state) => state.openOnboarding);
  const data = useDeferredFirstAnswer(query.data);
  const subscription = data ?? null;
  // Offline with no subscription held on the device: nothing is known about access, so no paywall either.
  const unavailable = data === undefined && query.isError && isNetworkFailure(query.error);
  // undefined while the subscription is first loading (or unknown offline), so screens never show a paywall for it.
  const validAccess = data !== undefined ? isSubscribed(data, new Date()) : query.isError && !unavailable ? false : undefined;
  /** The plan step, or straight to payment when a plan was picked already. */
  const choosePlan = (planId?: OnboardingPlanId) => (planId ? openOnboarding(3, planId) : openOnboarding(2));
  return { user, query, subscription, validAccess, unavailable, choosePlan };
}
