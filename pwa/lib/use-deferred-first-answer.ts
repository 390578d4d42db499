import { useDeferredValue } from 'react';

/**
 * A query's first answer, held back from the update that brought it. TanStack Query tells React through
 * useSyncExternalStore, whose updates always render synchronously: a screen built in that update is one long task.
 * Held back, the update only re-renders the placeholder, and the screen is built in a deferred render that React
 * splits into slices between which the browser answers taps (docs/decisions/133). Later answers, and data that is
 * gone (another key, a sign-out), pass at once.
 */
export function useDeferredFirstAnswer<T>(data: T | undefined): T | undefined {
  const shown = useDeferredValue(data);
  return shown === undefined ? undefined : data;
}
