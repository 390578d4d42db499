/** Server texts of the subscription actions. The PWA shows the spec's own texts (section 8) around them. */
export const SUBSCRIPTION_ACTION_MESSAGES = {
  cancelled: 'Subscription cancelled. You keep access until the end of the current period.',
  alreadyCancelled: 'Subscription already cancelled',
  noActiveSubscription: 'No active subscription found',
  planChanged: 'Plan changed successfully',
  planChangedPartially: 'Plan changed locally, but there was an issue with payment processing. Please contact support.',
  walletNotCancellable: 'This subscription was paid once through PayPal and has nothing to cancel',
  reactivated: 'Subscription reactivated. Nothing is charged now: the next charge is at the end of the paid period.',
  alreadyActive: 'Subscription already active',
  nothingToReactivate: 'No cancelled subscription to reactivate: choose a plan to subscribe again',
} as const;
