import { create } from 'zustand';
import { SUBSCRIPTION_REFRESH_THROTTLE_MS } from '@shared/accounts/session-rules';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { getSubscription } from '../api/get-subscription';

export type SubscriptionLoad = 'idle' | 'loading' | 'ready' | 'error';

interface SubscriptionState {
  userId: number | null;
  subscription: Subscription | null;
  load: SubscriptionLoad;
  fetchedAt: number;
  /** Refetches at most once per 5 seconds unless forced (part 1 section 4). */
  refresh: (userId: number, options?: { force?: boolean }) => Promise<Subscription | null>;
  /** Takes a subscription from a write's answer (pay, cancel, change plan). */
  apply: (userId: number, subscription: Subscription) => void;
  reset: () => void;
}

let inFlight: { userId: number; promise: Promise<Subscription | null> } | null = null;

export const useSubscriptionStore = create<SubscriptionState>((set, get) => ({
  userId: null,
  subscription: null,
  load: 'idle',
  fetchedAt: 0,

  refresh: async (userId, { force = false } = {}) => {
    const state = get();
    const sameUser = state.userId === userId;
    if (!force && sameUser && state.load === 'ready' && Date.now() - state.fetchedAt < SUBSCRIPTION_REFRESH_THROTTLE_MS) {
      return state.subscription;
    }
    if (!force && inFlight?.userId === userId) return inFlight.promise;
    set(sameUser ? { load: state.subscription ? state.load : 'loading' } : { userId, subscription: null, load: 'loading', fetchedAt: 0 });
    const promise = getSubscription(userId).then(
      (subscription) => {
        if (get().userId === userId) set({ subscription, load: 'ready', fetchedAt: Date.now() });
        return subscription;
      },
      (error: unknown) => {
        if (get().userId === userId) set({ load: get().subscription ? 'ready' : 'error' });
        throw error;
      },
    );
    const entry = { userId, promise };
    inFlight = entry;
    void promise.finally(() => {
      if (inFlight === entry) inFlight = null;
    }).catch(() => undefined);
    return promise;
  },

  apply: (userId, subscription) => set({ userId, subscription, load: 'ready', fetchedAt: Date.now() }),

  reset: () => {
    inFlight = null;
    set({ userId: null, subscription: null, load: 'idle', fetchedAt: 0 });
  },
}));
