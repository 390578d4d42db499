import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { REMEMBER_ME_SESSION_TTL_MS } from '@shared/accounts/session-rules';
import { DAY_MS } from '@shared/time/durations';
import { reportCallOutcome } from './connectivity';

declare module '@tanstack/react-query' {
  interface Register {
    /** `persist: false` keeps a query out of IndexedDB (one-use secrets such as a card form's client token). */
    queryMeta: { persist?: boolean };
  }
}

/** How long unused data stays in memory. */
export const CACHE_MAX_AGE_MS = DAY_MS;

/** How old data held on the device may be and still be shown offline: as long as a remembered session. */
export const HELD_DATA_MAX_AGE_MS = REMEMBER_ME_SESSION_TTL_MS;

// A write the outbox queued (`{ queued: true }`) was not answered by the server: it says nothing about reachability.
const isQueuedWrite = (data: unknown) => typeof data === 'object' && data !== null && (data as { queued?: unknown }).queued === true;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every read and write tells the connectivity store whether the API answered (the offline banner).
    queryCache: new QueryCache({ onSuccess: () => reportCallOutcome(null), onError: (error) => reportCallOutcome(error) }),
    mutationCache: new MutationCache({
      onSuccess: (data) => {
        if (!isQueuedWrite(data)) reportCallOutcome(null);
      },
      onError: (error) => reportCallOutcome(error),
    }),
    defaultOptions: {
      // The API client never retries either: a failed read shows its error (next to any data already
      // held) and a retry button at once, offline too, rather than waiting for the network.
      queries: { retry: false, networkMode: 'offlineFirst', gcTime: CACHE_MAX_AGE_MS },
      // A write answers now or fails now (payments show their own retry with the same Idempotency-Key);
      // pausing writes while offline belongs with the offline outbox.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's one cache of server data. */
export const queryClient = createQueryClient();
