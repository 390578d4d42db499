/** The methods of an adapter, each answering a promise: what can wait for a module to load. */
type AsyncMethods<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof T];

/**
 * An adapter whose implementation (and its vendor SDK) is imported on the first call of one of its methods, not at
 * start (decision 155): the server answers sooner, and a configuration that is never used costs nothing. `fixed`
 * holds the fields read without a call (its mode or name); every other member of T must be an async method.
 */
export function loadedOnFirstUse<T extends object, F extends Exclude<keyof T, AsyncMethods<T>>>(fixed: Pick<T, F>, load: () => Promise<T>): T {
  let loading: Promise<T> | undefined;
  // A failed import is tried again on the next call rather than remembered.
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return new Proxy(fixed as T, {
    get(target, key) {
      if (key in target) return target[key as keyof T];
      // Not a method: `then` (so that awaiting the adapter is not mistaken for a promise), symbols, inspection.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return (...args: unknown[]) => loaded().then((adapter) => (adapter[key as keyof T] as (...args: unknown[]) => Promise<unknown>)(...args));
    },
  });
}
