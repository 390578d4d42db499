import { describe, expect, it } from 'vitest';
import { GatewayError } from '../adapters/payments/payment-gateway';
import { ApiError } from '../http/api-error';
import { gatewayApiError } from './gateway-errors';

const answer = (error: unknown) => {
  const apiError = gatewayApiError(error);
  return { status: apiError.status, error: apiError.error, extra: apiError.extra };
};

describe('a card gateway failure as the client sees it', () => {
  it('a decline is 402 with the bank reason and code', () => {
    expect(answer(new GatewayError('declined', 'Insufficient Funds', '2001'))).toEqual({ status: 402, error: 'Payment declined: Insufficient Funds', extra: { code: '2001' } });
  });

  it('a rejected card is 400 with the gateway reason as detail', () => {
    expect(answer(new GatewayError('invalid_payment_method', 'Credit card number is invalid.', '81715'))).toEqual({
      status: 400,
      error: 'Invalid payment method',
      extra: { detail: 'Credit card number is invalid.' },
    });
  });

  it('a card the gateway does not know is 404', () => {
    expect(answer(new GatewayError('not_found', 'Payment method not found.'))).toEqual({ status: 404, error: 'Payment method not found', extra: {} });
  });

  it('anything else is 502 (an outage), and an answer already chosen is kept', () => {
    expect(answer(new Error('socket hang up'))).toEqual({ status: 502, error: 'Payment service unavailable. Please try again later.', extra: {} });
    const chosen = new ApiError(409, 'A payment is already being processed');
    expect(gatewayApiError(chosen)).toBe(chosen);
  });
});
