import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useConnectivity } from '../connectivity';
import { requestOutboxSync, startOutboxSync } from './outbox-runner';
import type { OutboxOperation } from './outbox-types';

/** How long a sent write waits for its lists to be read again before it leaves the queue (and its mark the screen). */
const REFRESH_WAIT_MS = 5_000;

/** Refresh what an answered write changed, so the server's copy replaces the waiting one (or the refused one). */
export async function refreshAfter(queryClient: QueryClient, operation: OutboxOperation) {
  const refreshed = Promise.all(operation.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  await Promise.race([refreshed, new Promise((resolve) => setTimeout(resolve, REFRESH_WAIT_MS))]);
}

/** Sends the signed-in user's outbox whenever the network may be back (the app sets whose outbox it is: setOutboxUser). */
export function useOutboxSync(userId: number | null, queryClient: QueryClient) {
  useEffect(() => {
    if (userId === null) return;
    const stop = startOutboxSync({ userId, onSettled: (operation) => refreshAfter(queryClient, operation) });
    // Any call that finds the server answering again (a read, the banner's health probe) sends the queue at once.
    const unsubscribe = useConnectivity.subscribe((state, previous) => {
      if (state.status === 'reachable' && previous.status === 'unreachable') requestOutboxSync();
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, [userId, queryClient]);
}
