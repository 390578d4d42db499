import { useEffect } from 'react';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Package, PackageDetail } from '@shared/packages/package-schema';
import { packageQuery, packagesQuery } from '@/features/packages/api/package-queries';
import { useConnectivity } from '@/lib/connectivity';

/** At most this many packages' details are fetched ahead, newest first, so offline they open with their scans. */
export const WARM_DETAILS_LIMIT = 20;
/**
 * How long a new package list waits before its details are fetched ahead, and then until the browser is idle: the
 * fetching, parsing and storing is background work that must not compete with the screen the customer has just
 * opened (docs/decisions/133).
 */
export const WARM_DETAILS_DELAY_MS = 5000;

/** `run` once the page has been left alone for `delayMs` and the browser then has a moment (no idle callback: at once). */
function whenSettled(run: () => void, delayMs: number): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: delayMs });
    else run();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * The packages whose detail (scans, workflow, photos) the device should fetch ahead: not yet picked up,
 * newest first, and either never held or changed on the server since the held copy.
 */
export function detailsToWarm(list: Package[], heldDetail: (id: number) => PackageDetail | undefined, limit = WARM_DETAILS_LIMIT): number[] {
  return list
    .filter((pkg) => pkg.delivery_status !== 'picked_up')
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, limit)
    .filter((pkg) => heldDetail(pkg.id)?.updated_at !== pkg.updated_at)
    .map((pkg) => pkg.id);
}

/** Fetches those details one at a time; stops at the first failure (the network is gone: nothing to warm). */
export async function warmPackageDetails(queryClient: QueryClient): Promise<void> {
  const list = queryClient.getQueryData(packagesQuery().queryKey);
  if (!list) return;
  for (const id of detailsToWarm(list, (packageId) => queryClient.getQueryData(packageQuery(packageId).queryKey))) {
    if (useConnectivity.getState().status !== 'reachable') return;
    try {
      await queryClient.prefetchQuery({ ...packageQuery(id), staleTime: 0 });
    } catch {
      return;
    }
    if (queryClient.getQueryState(packageQuery(id).queryKey)?.status === 'error') return;
  }
}

/** While the dashboard is open and the API answers, each new package list warms the details it lacks. */
export function useOfflineWarmup() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let running = false;
    let lastList: unknown = null;
    let cancelWaiting: (() => void) | undefined;
    const run = () => {
      const list = queryClient.getQueryData(packagesQuery().queryKey);
      if (running || !list || list === lastList || useConnectivity.getState().status !== 'reachable') return;
      lastList = list;
      running = true;
      void warmPackageDetails(queryClient).finally(() => (running = false));
    };
    const runWhenSettled = () => {
      cancelWaiting?.();
      cancelWaiting = whenSettled(run, WARM_DETAILS_DELAY_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === hashKey(packagesQuery().queryKey)) runWhenSettled();
    });
    runWhenSettled();
    return () => {
      unsubscribe();
      cancelWaiting?.();
    };
  }, [queryClient]);
}
