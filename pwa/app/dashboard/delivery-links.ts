import type { DeliveryLinks } from '@/features/deliveries/components/delivery-links';
import { ACCOUNT_PATH, DELIVERIES_PATH, deliveryPath, NEW_DELIVERY_PATH } from './dashboard-tabs';

// The account's delivery addresses section (its heading's id); the cards are managed from the plan card there.
export const DELIVERY_LINKS: DeliveryLinks = {
  list: DELIVERIES_PATH,
  newDelivery: NEW_DELIVERY_PATH,
  delivery: deliveryPath,
  addresses: `${ACCOUNT_PATH}#delivery-addresses-title`,
  paymentMethods: ACCOUNT_PATH,
};

/** A delivery's id in its address (`/dashboard/deliveries/:id…`), or null when it is not a positive integer. */
export function deliveryIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
