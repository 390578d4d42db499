import type { DeliveryQuote, DeliveryRate } from '@shared/deliveries/delivery-schema';
import { DELIVERY_MESSAGES } from '@shared/deliveries/delivery-messages';
import { PAYPAL_ERRORS } from '@shared/payments/paypal-messages';

/**
 * What a refused payment lets the customer do next: ask for rates again (the quote expired or is unknown, a PayPal
 * payment can no longer be completed or came too late), add a card, look at the delivery already paid, go back to the
 * request (PayPal did not approve the payment), try the same again (PayPal could not take it now), or only read the
 * reason (a declined card, a carrier error).
 */
export type PayRefusal = 'askAgain' | 'noCard' | 'alreadyPaid' | 'notApproved' | 'retry' | 'other';

const REFUSALS: Readonly<Record<string, PayRefusal>> = {
  [DELIVERY_MESSAGES.quoteExpired]: 'askAgain',
  [DELIVERY_MESSAGES.quoteNotFound]: 'askAgain',
  [DELIVERY_MESSAGES.rateNotFound]: 'askAgain',
  // The reservation is gone (nothing charged) or the late payment was refunded: the packages wait to be asked for again.
  [DELIVERY_MESSAGES.paypalExpired]: 'askAgain',
  [DELIVERY_MESSAGES.paypalRefunded]: 'askAgain',
  [DELIVERY_MESSAGES.noCard]: 'noCard',
  [DELIVERY_MESSAGES.quoteUsed]: 'alreadyPaid',
  [DELIVERY_MESSAGES.alreadyPaid]: 'alreadyPaid',
  [PAYPAL_ERRORS.notApproved]: 'notApproved',
  [DELIVERY_MESSAGES.paypalFailed]: 'retry',
};

export function payRefusalOf(serverText: string | null): PayRefusal {
  return (serverText !== null && Object.hasOwn(REFUSALS, serverText) && REFUSALS[serverText]) || 'other';
}

/** The rate chosen in a new quote: the same carrier and service as before when still offered, else the cheapest. */
export function rateToKeep(quote: Pick<DeliveryQuote, 'rates'>, previous: Pick<DeliveryRate, 'carrier' | 'service'> | null): string | null {
  const same = previous && quote.rates.find((rate) => rate.carrier === previous.carrier && rate.service === previous.service);
  return (same || quote.rates[0])?.rate_id ?? null;
}
