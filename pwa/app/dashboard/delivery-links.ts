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
