import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '@shared/deliveries/delivery-messages';
import { PAYPAL_ERRORS } from '@shared/payments/paypal-messages';
import { aQuote } from '../test/delivery-factory';
import { payRefusalOf, rateToKeep } from './pay-refusal';

describe('what a refused payment lets the customer do', () => {
  it('asks for rates again for an expired or unknown quote or rate', () => {
    expect(payRefusalOf(DELIVERY_MESSAGES.quoteExpired)).toBe('askAgain');
    expect(payRefusalOf(DELIVERY_MESSAGES.quoteNotFound)).toBe('askAgain');
    expect(payRefusalOf(DELIVERY_MESSAGES.rateNotFound)).toBe('askAgain');
  });

  it('points to the cards without one, to the deliveries when paid already, and otherwise only says why', () => {
    expect(payRefusalOf(DELIVERY_MESSAGES.noCard)).toBe('noCard');
    expect(payRefusalOf(DELIVERY_MESSAGES.quoteUsed)).toBe('alreadyPaid');
    expect(payRefusalOf('Payment declined: Do Not Honor')).toBe('other');
    expect(payRefusalOf(null)).toBe('other');
    expect(payRefusalOf('constructor')).toBe('other');
  });

  it('reads the PayPal texts: ask again when the reservation is gone or was refunded, go back when not approved, retry when PayPal failed', () => {
    expect(payRefusalOf(DELIVERY_MESSAGES.paypalExpired)).toBe('askAgain');
    expect(payRefusalOf(DELIVERY_MESSAGES.paypalRefunded)).toBe('askAgain');
    expect(payRefusalOf(PAYPAL_ERRORS.notApproved)).toBe('notApproved');
    expect(payRefusalOf(DELIVERY_MESSAGES.paypalFailed)).toBe('retry');
    expect(payRefusalOf(DELIVERY_MESSAGES.alreadyPaid)).toBe('alreadyPaid');
    expect(payRefusalOf(DELIVERY_MESSAGES.paypalCancelled)).toBe('other');
  });
});

describe('the rate chosen in new rates', () => {
  it('keeps the same carrier and service when offered again, else the cheapest', () => {
    const quote = aQuote({ rates: aQuote().rates.map((rate) => ({ ...rate, rate_id: `${rate.rate_id}_2` })) });
    expect(rateToKeep(quote, { carrier: 'UPS', service: '2nd Day Air' })).toBe('r_ups_2');
    expect(rateToKeep(quote, { carrier: 'FedEx', service: 'Home Delivery' })).toBe('r_ground_2');
    expect(rateToKeep(quote, null)).toBe('r_ground_2');
    expect(rateToKeep(aQuote({ rates: [] }), null)).toBeNull();
  });
});
