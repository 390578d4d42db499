import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_REFRESH_THROTTLE_MS } from '@shared/accounts/session-rules';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { getManagement } from './get-management';
import { getSubscription } from './get-subscription';

/** The user's subscription; refetched at most once per 5 seconds unless forced (part 1 section 4). */
export const subscriptionQuery = (userId: number | null) =>
  queryOptions({
    queryKey: ['subscription', userId],
    queryFn: userId === null ? skipToken : () => getSubscription(userId),
    staleTime: SUBSCRIPTION_REFRESH_THROTTLE_MS,
  });

/** The management view (the subscription plus `status`), fetched on every opening of its dialog. */
export const managementQuery = (userId: number) =>
  queryOptions({ queryKey: ['subscription', userId, 'management'], queryFn: () => getManagement(userId) });

/** A forced refresh: fetches now whatever the stale time says. */
export const refreshSubscription = (queryClient: QueryClient, userId: number) =>
  queryClient.fetchQuery({ ...subscriptionQuery(userId), staleTime: 0 });

/** A write answered with the subscription as it is now (pay, cancel, change plan, PayPal capture). */
export function applySubscription(queryClient: QueryClient, userId: number, subscription: Subscription) {
  queryClient.setQueryData(subscriptionQuery(userId).queryKey, subscription);
  const managementKey = managementQuery(userId).queryKey;
  const management = queryClient.getQueryData(managementKey);
  if (management?.id === subscription.id) {
    queryClient.setQueryData(managementKey, { ...management, ...subscription, status: subscription.subscription_status });
  } else {
    void queryClient.invalidateQueries({ queryKey: managementKey, exact: true });
  }
}
