import { useEffect } from 'react';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { useSubscriptionStore } from '@/features/subscription/store/subscription-store';

/** When the signed-in user goes away (logout, expiry), data held for them in memory goes too. Returns the unsubscribe. */
export const clearAccountDataOnSignOut = () =>
  useAuthStore.subscribe((state, previous) => {
    if (previous.user && !state.user) useSubscriptionStore.getState().reset();
  });

export function useClearAccountDataOnSignOut() {
  useEffect(() => clearAccountDataOnSignOut(), []);
}
