import { useQuery } from '@tanstack/react-query';
import { deliveryCardsQuery } from '../api/delivery-queries';

/** The server charges the default card: once the cards are read and none is the default, nothing can be paid. */
export function useChargedCard() {
  const query = useQuery(deliveryCardsQuery());
  const card = query.data?.find((method) => method.is_default) ?? null;
  return { query, card, missing: query.data !== undefined && card === null };
}

export type ChargedCard = ReturnType<typeof useChargedCard>;
