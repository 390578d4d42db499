import { useEffect } from 'react';
import { useSubscriptionStore } from '../store/subscription-store';

/** The user's subscription, fetched on mount (throttled); `refresh(true)` forces a refetch. */
export function useSubscription(userId: number) {
  const subscription = useSubscriptionStore((state) => (state.userId === userId ? state.subscription : null));
  const load = useSubscriptionStore((state) => (state.userId === userId ? state.load : 'loading'));
  const refreshStore = useSubscriptionStore((state) => state.refresh);

  useEffect(() => {
    void refreshStore(userId).catch(() => undefined);
  }, [userId, refreshStore]);

  const refresh = (force = false) => refreshStore(userId, { force }).catch(() => null);
  return { subscription, load, refresh };
}
