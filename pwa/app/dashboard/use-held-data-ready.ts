import { useEffect, useState } from 'react';
import { isHeldDataRestored, useHeldDataStatus } from '@/lib/held-data-status';

/** IndexedDB answers in milliseconds; past this, screens stop waiting for it and ask the network alone. */
export const HELD_DATA_WAIT_MS = 2000;

/**
 * True once the user's held data is back in the query cache. Screens wait for it (it is local and fast)
 * so that a failed network read can never reach the screen first as an error or a paywall.
 */
export function useHeldDataReady(userId: number): boolean {
  const restored = useHeldDataStatus((state) => isHeldDataRestored(state, String(userId)));
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    if (restored) return;
    const timer = setTimeout(() => setWaitedEnough(true), HELD_DATA_WAIT_MS);
    return () => clearTimeout(timer);
  }, [restored]);
  return restored || waitedEnough;
}
