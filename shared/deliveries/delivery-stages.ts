// No zod here: the dashboard and the staff queue read these without the schemas.

/**
 * A delivery's life (docs/decisions/166): paid (waiting for its label), label_bought (waiting for the carrier),
 * shipped (handed to the carrier, followed by tracking), delivered; or cancelled and refunded before its label.
 */
export const DELIVERY_STAGES = ['paid', 'label_bought', 'shipped', 'delivered', 'cancelled'] as const;
export type DeliveryStage = (typeof DELIVERY_STAGES)[number];

/** Still holding its packages: they cannot be picked up or requested again. */
export const OPEN_DELIVERY_STAGES = ['paid', 'label_bought'] as const satisfies readonly DeliveryStage[];

/** Staff's "to ship" queue: paid ones wait for their label, bought ones for the carrier. */
export const TO_SHIP_STAGES = OPEN_DELIVERY_STAGES;

export const isOpenDelivery = (stage: DeliveryStage) => (OPEN_DELIVERY_STAGES as readonly DeliveryStage[]).includes(stage);

/** The customer may cancel (and is refunded) until the label is bought. */
export const canCancelDelivery = (stage: DeliveryStage) => stage === 'paid';

/** How a delivery is paid: the default card, or a PayPal order the customer approves at PayPal. */
export const DELIVERY_PAYMENT_METHODS = ['card', 'paypal'] as const;
export type DeliveryPaymentMethod = (typeof DELIVERY_PAYMENT_METHODS)[number];
