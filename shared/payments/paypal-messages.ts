export const PAYPAL_ERRORS = {
  notApproved: 'Order not approved',
  notFound: 'Order not found',
  createFailed: 'Failed to create PayPal order',
  captureFailed: 'Failed to capture PayPal order',
  alreadySubscribed: 'You already have an active subscription',
} as const;
