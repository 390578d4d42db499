import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { probeApi, reportReachable, reportUnreachable, useConnectivity } from './connectivity';

/** While unreachable, the API is asked again after these waits (the last one repeats). */
export const RECHECK_DELAYS_MS = [2000, 4000, 8000, 15_000];

interface WatchOptions {
  probe?: () => Promise<boolean>;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/**
 * Keeps the connectivity store honest between calls: the browser's offline event makes the API
 * unreachable; its online event, the tab becoming visible and a backing-off timer (only while
 * unreachable) ask the health route once. TanStack Query follows the store, so queries refetch on return.
 */
export function watchConnectivity({ probe = () => probeApi(), target = window, doc = document }: WatchOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let checking = false;
  let stopped = false;

  const schedule = () => {
    if (timer || stopped) return;
    const delay = RECHECK_DELAYS_MS[Math.min(attempt, RECHECK_DELAYS_MS.length - 1)]!;
    timer = setTimeout(() => {
      timer = null;
      attempt++;
      void recheck();
    }, delay);
  };
  const recheck = async () => {
    if (checking || stopped) return;
    checking = true;
    const answered = await probe();
    checking = false;
    if (stopped) return;
    if (answered) reportReachable();
    else {
      reportUnreachable();
      schedule();
    }
  };
  const onOffline = () => reportUnreachable();
  const onOnline = () => void recheck();
  const onVisible = () => {
    if (doc.visibilityState === 'visible' && useConnectivity.getState().status === 'unreachable') void recheck();
  };

  const unsubscribe = useConnectivity.subscribe((state, previous) => {
    if (state.status === previous.status) return;
    onlineManager.setOnline(state.status === 'reachable');
    if (state.status === 'unreachable') schedule();
    else {
      attempt = 0;
      if (timer) clearTimeout(timer);
      timer = null;
    }
  });
  onlineManager.setOnline(useConnectivity.getState().status === 'reachable');
  if (useConnectivity.getState().status === 'unreachable') schedule();
  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}

let watchers = 0;
let stopWatching: (() => void) | null = null;

/** Watches connectivity while at least one component using it is mounted (layouts, the banner). */
export function useConnectivityWatch() {
  useEffect(() => {
    if (watchers++ === 0) stopWatching = watchConnectivity();
    return () => {
      if (--watchers === 0) {
        stopWatching?.();
        stopWatching = null;
      }
    };
  }, []);
}
