import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@shared/time/durations';

/** When the data shown was last answered by the server: the newest answer among the queries held. */
export function heldDataTime(queryClient: QueryClient): number | null {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.data !== undefined && query.state.dataUpdatedAt > newest) newest = query.state.dataUpdatedAt;
  }
  return newest || null;
}

export type UpdatedAgo = { key: 'justNow'; count?: undefined } | { key: 'minutes' | 'hours' | 'days'; count: number };

/** "Updated N minutes ago" in the largest whole unit; under a minute is "a moment ago". */
export function updatedAgo(at: number, now: number): UpdatedAgo {
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE_MS) return { key: 'justNow' };
  if (elapsed < HOUR_MS) return { key: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { key: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  return { key: 'days', count: Math.floor(elapsed / DAY_MS) };
}

/** The held data's time, following the query cache. */
export function useHeldDataTime(): number | null {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => heldDataTime(queryClient),
  );
}

/** Now, moved on every `everyMs` while mounted (relative times stay true). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
