/** The root key of the customer's deliveries: the list is `['deliveries']`, each delivery `['deliveries', id]`. */
export const DELIVERIES_KEY = ['deliveries'] as const;
export const deliveryKey = (id: number) => [...DELIVERIES_KEY, id] as const;

/** What the request flow offers beside the packages: the verified addresses and the card to charge. */
export const DELIVERY_ADDRESSES_KEY = ['delivery-request', 'addresses'] as const;
export const DELIVERY_CARDS_KEY = ['delivery-request', 'cards'] as const;
