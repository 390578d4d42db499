import { QueryClient } from '@tanstack/react-query';
import { DAY_MS } from '@shared/time/durations';

declare module '@tanstack/react-query' {
  interface Register {
    /** `persist: false` keeps a query out of IndexedDB (one-use secrets such as a card form's client token). */
    queryMeta: { persist?: boolean };
  }
}

/** How long unused data stays in memory, and how old a persisted cache may be when it is restored. */
export const CACHE_MAX_AGE_MS = DAY_MS;

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
