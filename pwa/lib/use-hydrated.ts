import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in prerendered HTML and until React has hydrated it, true from then on (and at once in a page React renders
 * itself). A prerendered form's submit waits for it: before hydration a click would submit the form natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
