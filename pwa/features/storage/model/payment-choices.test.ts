import { describe, expect, it } from 'vitest';
import { paymentChoices } from './payment-choices';

describe('how storage days may be paid', () => {
  const card = { is_default: true };
  it('offers the card to a card customer, PayPal to a PayPal customer without a card, and both when both apply', () => {
    expect(paymentChoices('braintree', [card])).toEqual({ card: true, paypal: false });
    expect(paymentChoices('paypal', [])).toEqual({ card: false, paypal: true });
    expect(paymentChoices('paypal', [card])).toEqual({ card: true, paypal: true });
  });

  it('offers PayPal to anyone without a default card, whatever paid the plan', () => {
    expect(paymentChoices('braintree', [])).toEqual({ card: false, paypal: true });
    expect(paymentChoices(null, [{ is_default: false }])).toEqual({ card: false, paypal: true });
  });

  it('before the cards are read, offers the card, and PayPal by the plan alone', () => {
    expect(paymentChoices('braintree', undefined)).toEqual({ card: true, paypal: false });
    expect(paymentChoices('paypal', undefined)).toEqual({ card: true, paypal: true });
  });
});
