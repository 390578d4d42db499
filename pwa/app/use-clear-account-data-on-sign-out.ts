import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { dexieCacheStore } from '@/lib/dexie-cache-store';
import { deleteOutboxesExcept } from '@/lib/outbox/outbox-db';
import { clearPhotoCache } from '@/lib/photo-cache';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { persistCacheFor, type CacheStore } from '@/lib/query-persistence';

interface AccountData {
  queryClient: QueryClient;
  store: CacheStore;
  saveIntervalMs?: number;
}

/**
 * Server data belongs to the signed-in user: it is held in their own IndexedDB database while they are
 * signed in, and when they go (logout, expiry, a 401) or someone else signs in, it is dropped from memory
 * and from the device. A session found over on load takes every held database with it. Returns the unsubscribe.
 */
export function clearAccountDataOnSignOut({ queryClient, store, saveIntervalMs }: AccountData = { queryClient: appQueryClient, store: dexieCacheStore }) {
  let stopPersisting: (() => void) | null = null;
  const follow = (userId: number | null) => {
    stopPersisting?.();
    stopPersisting = userId === null ? null : persistCacheFor(queryClient, store, String(userId), saveIntervalMs);
  };
  // Photos in the worker's cache are the previous account's too, whoever stays.
  const dropHeld = (keep?: number) => {
    void store.clear(keep === undefined ? undefined : String(keep)).catch(() => undefined);
    void clearPhotoCache();
  };

  const initial = useAuthStore.getState();
  if (initial.user) follow(initial.user.id);
  else if (initial.status === 'anonymous') dropHeld();

  const unsubscribe = useAuthStore.subscribe((state, previous) => {
    const userId = state.user?.id ?? null;
    const previousId = previous.user?.id ?? null;
    if (userId !== previousId) {
      follow(null);
      if (previousId !== null) {
        queryClient.clear();
        dropHeld(userId ?? undefined);
      }
      follow(userId);
      if (userId !== null) void deleteOutboxesExcept(userId).catch(() => undefined);
    } else if (userId === null && previous.status === 'checking' && state.status === 'anonymous') {
      dropHeld();
    }
  });
  return () => {
    unsubscribe();
    follow(null);
  };
}

export function useClearAccountDataOnSignOut() {
  useEffect(() => clearAccountDataOnSignOut(), []);
}
