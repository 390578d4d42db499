import { useQuery } from '@tanstack/react-query';
import { subscriptionQuery } from '../api/subscription-queries';

/** The user's subscription (none while signed out); fetched while `enabled` and stale. */
export function useSubscription(userId: number | null, enabled = true) {
  return useQuery({ ...subscriptionQuery(userId), enabled });
}
