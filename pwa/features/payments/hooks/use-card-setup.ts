import { useQuery } from '@tanstack/react-query';
import type { ClientToken } from '../api/get-client-token';
import { clientTokenQuery } from '../api/payment-queries';

export type CardSetup = { state: 'loading' } | { state: 'ready'; token: ClientToken } | { state: 'error' };

/** The client token says which card form to show and whether cards are saved. */
export function useCardSetup(): [CardSetup, () => void] {
  const query = useQuery(clientTokenQuery());
  const setup: CardSetup = query.data ? { state: 'ready', token: query.data } : query.isError && !query.isFetching ? { state: 'error' } : { state: 'loading' };
  return [setup, () => void query.refetch()];
}
