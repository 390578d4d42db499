import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in prerendered HTML and until React has hydrated it, true from then on (and at once in a page React renders
 * itself): what depends on the reader (their data, the API's answers) waits for it, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
