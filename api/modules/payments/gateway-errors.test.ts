import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../adapters/payments/payment-gateway';
import { DomainError } from '../../domain/domain-error';
import { gatewayRefusal } from './gateway-errors';

const refusal = (error: unknown) => {
  const { kind, message, details } = gatewayRefusal(error);
  return { kind, message, details };
};

describe('a card gateway failure in the domain\'s terms', () => {
  it('a decline is a declined payment with the bank reason and code', () => {
    expect(refusal(new GatewayError('declined', 'Insufficient Funds', '2001'))).toEqual({ kind: 'payment-declined', message: 'Payment declined: Insufficient Funds', details: { code: '2001' } });
  });

  it('a rejected card is invalid input with the gateway reason as detail', () => {
    expect(refusal(new GatewayError('invalid_payment_method', 'Credit card number is invalid.', '81715'))).toEqual({
      kind: 'invalid-input',
      message: 'Invalid payment method',
      details: { detail: 'Credit card number is invalid.' },
    });
  });

  it('a card the gateway does not know is not found', () => {
    expect(refusal(new GatewayError('not_found', 'Payment method not found.'))).toEqual({ kind: 'not-found', message: 'Payment method not found', details: {} });
  });

  it('anything else is the provider failing (an outage), and a refusal already chosen is kept', () => {
    expect(refusal(new Error('socket hang up'))).toEqual({ kind: 'provider-failed', message: 'Payment service unavailable. Please try again later.', details: {} });
    const chosen = new DomainError('conflict', 'A payment is already being processed');
    expect(gatewayRefusal(chosen)).toBe(chosen);
  });
});
