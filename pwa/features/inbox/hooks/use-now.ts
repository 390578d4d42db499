import { useEffect, useState } from 'react';

/** The current time, moved on every `everyMs`: waiting times on screen keep counting without a reload. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
