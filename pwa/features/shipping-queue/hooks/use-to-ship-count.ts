import { useQuery } from '@tanstack/react-query';
import { shippingQueueQuery } from '../api/shipping-queue-queries';

/** How many deliveries wait for a label or the carrier, or null until known (the list the queue shows first). */
export function useToShipCount(): number | null {
  const query = useQuery(shippingQueueQuery('to_ship'));
  return query.data?.length ?? null;
}
