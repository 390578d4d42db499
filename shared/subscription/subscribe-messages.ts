/** Texts of the subscribe errors (docs/api/payment-flows.md). */
export const SUBSCRIBE_ERRORS = {
  invalidPaymentMethod: 'Invalid payment method',
  alreadySubscribed: 'You already have an active subscription',
  declinedPrefix: 'Payment declined: ',
} as const;

/** Header that makes a write replayable: same key and body give the stored answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
