import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetVisit, oncePerVisit } from './once-per-visit';

/**
 * Runs `call` once for this visit of the page (`page` names it, with what it is about: `capture:31`); `call` must not
 * reject, it answers what to show. `pending` while it runs, a retry's included (the last result stays on screen).
 */
export function useOncePerVisit<T>(page: string, call: () => Promise<T>) {
  const visit = `${page}:${useLocation().key}`;
  const latestCall = useRef(call);
  useEffect(() => {
    latestCall.current = call;
  });
  const [run, setRun] = useState(0);
  const [settled, setSettled] = useState<{ visit: string; run: number; result: T } | null>(null);

  useEffect(() => {
    let current = true;
    void oncePerVisit(visit, () => latestCall.current()).then((result) => {
      if (current) setSettled({ visit, run, result });
    });
    return () => {
      current = false;
    };
  }, [visit, run]);

  const shown = settled?.visit === visit ? settled : null;
  return {
    result: shown ? shown.result : null,
    pending: shown === null || shown.run !== run,
    retry: () => {
      forgetVisit(visit);
      setRun((count) => count + 1);
    },
  };
}
