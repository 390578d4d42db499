export const PAYMENT_METHOD_ERRORS = {
  notFound: 'Payment method not found',
  invalid: 'Invalid payment method',
  paysSubscription: 'This card pays your subscription. Make another card the default first.',
} as const;
