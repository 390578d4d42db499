import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { PaidPlanType } from '@shared/plans/plan-catalog';
import { cancelSubscription } from './cancel-subscription';
import { changePlan } from './change-plan';
import { reactivateSubscription } from './reactivate-subscription';
import { applySubscription } from './subscription-queries';

/** DELETE the subscription; its answer is the subscription now. */
export const cancelSubscriptionMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (userId: number) => cancelSubscription(userId),
    onSuccess: (answer, userId) => applySubscription(queryClient, userId, answer.subscription),
  });

/** POST the reactivation of a cancelled plan; its answer is the subscription now. */
export const reactivateSubscriptionMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (_userId: number) => reactivateSubscription(),
    onSuccess: (answer, userId) => applySubscription(queryClient, userId, answer.subscription),
  });

/** PUT the new plan; a partial success still answers with the subscription now. */
export const changePlanMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ userId, target }: { userId: number; target: PaidPlanType }) => changePlan(userId, target),
    onSuccess: (answer, { userId }) => applySubscription(queryClient, userId, answer.subscription),
  });
