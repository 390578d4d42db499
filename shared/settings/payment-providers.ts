// No zod here: the dashboard's first paint needs these rules, not the schemas (decision 101).

export const PAYMENT_PROVIDERS = ['braintree', 'paypal'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const DEFAULT_PAYMENT_PROVIDER: PaymentProvider = 'braintree';
/** The card provider: the only one whose subscriptions the user can cancel from the dashboard. */
export const CARD_PAYMENT_PROVIDER: PaymentProvider = 'braintree';
