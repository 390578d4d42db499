/**
 * The PayPal return and cancel pages call the server once per page visit, whatever React does meanwhile: StrictMode's
 * second effect, re-renders and remounts of the same visit share the first call. A visit is named by the page and its
 * history entry (React Router's location key), so coming to the page again asks again; `forgetVisit` lets a retry do so.
 */
const calls = new Map<string, Promise<unknown>>();

export function oncePerVisit<T>(visit: string, call: () => Promise<T>): Promise<T> {
  let pending = calls.get(visit) as Promise<T> | undefined;
  if (!pending) {
    pending = call();
    calls.set(visit, pending);
  }
  return pending;
}

/** The next `oncePerVisit` of this visit calls again (the retry button). */
export const forgetVisit = (visit: string) => void calls.delete(visit);

/** For tests. */
export const forgetVisits = () => calls.clear();
