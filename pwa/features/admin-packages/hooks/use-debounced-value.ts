import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`; an empty value applies at once (clearing is never delayed). */
export function useDebouncedValue<T>(value: T, delayMs: number, isImmediate: (value: T) => boolean = () => false): T {
  const [debounced, setDebounced] = useState(value);
  const immediate = isImmediate(value);
  useEffect(() => {
    if (immediate) return;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, immediate]);
  return immediate ? value : debounced;
}
