import { useEffect, useState } from 'react';
import { getClientToken, type ClientToken } from '../api/get-client-token';

export type CardSetup = { state: 'loading' } | { state: 'ready'; token: ClientToken } | { state: 'error' };

/** Fetches the client token once per mount: it says which card form to show and whether cards are saved. */
export function useCardSetup(): [CardSetup, () => void] {
  const [setup, setSetup] = useState<CardSetup>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    getClientToken().then(
      (token) => !cancelled && setSetup({ state: 'ready', token }),
      () => !cancelled && setSetup({ state: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  const retry = () => {
    setSetup({ state: 'loading' });
    setAttempt((value) => value + 1);
  };
  return [setup, retry];
}
