import { describe, expect, it } from 'vitest';
import { describePaymentFailure, extraHelpFor } from './payment-failure';
import { AttemptKeys } from '@/lib/attempt-keys';

describe('describePaymentFailure', () => {
  it('turns a decline into what to do about it, by processor code, keeping the code for support', () => {
    const failure = describePaymentFailure({ kind: 'http', status: 402, error: 'Payment declined: Do Not Honor', body: { error: 'Payment declined: Do Not Honor', code: '2000' } });
    expect(failure).toEqual({ detail: { key: 'paymentDecline.declined' }, help: [], code: '2000', outcomeUnknown: false });
    const funds = describePaymentFailure({ kind: 'http', status: 402, error: 'Payment declined: Insufficient Funds', body: { code: '2001' } });
    expect(funds.detail).toEqual({ key: 'paymentDecline.funds' });
    const cvv = describePaymentFailure({ kind: 'http', status: 402, error: 'Payment declined: Gateway Rejected: cvv', body: {} });
    expect(cvv).toEqual({ detail: { key: 'paymentDecline.cvv' }, help: [], outcomeUnknown: false });
  });

  it("keeps an unknown server text, with the spec's extra help when it fits", () => {
    const failure = describePaymentFailure({ kind: 'http', status: 400, error: 'Card expired on file', body: {} });
    expect(failure).toEqual({ detail: { text: 'Card expired on file' }, help: ['expired'], outcomeUnknown: false });
  });

  it('translates the known refusals', () => {
    expect(describePaymentFailure({ kind: 'http', status: 400, error: 'Invalid payment method', body: {} }).detail).toEqual({
      key: 'payment.serverMessages.invalidPaymentMethod',
    });
  });

  it("falls back to 'Payment failed: {status}' and the non-JSON server text", () => {
    expect(describePaymentFailure({ kind: 'http', status: 418, error: null, body: {} }).detail).toEqual({
      key: 'payment.errors.failedStatus',
      values: { status: 418 },
    });
    expect(describePaymentFailure({ kind: 'server', status: 502 })).toMatchObject({ detail: { key: 'payment.errors.server' }, outcomeUnknown: true });
  });

  it('marks a network failure as an unknown outcome, to be retried with the same key', () => {
    expect(describePaymentFailure({ kind: 'network' }).outcomeUnknown).toBe(true);
    expect(describePaymentFailure({ kind: 'unknown' }).detail).toEqual({ key: 'payment.errors.unexpected' });
  });
});

describe('extraHelpFor', () => {
  it('spots CVV, expiry and funds problems', () => {
    expect(extraHelpFor('Gateway Rejected: cvv')).toEqual(['cvv']);
    expect(extraHelpFor('Payment declined: Expired Card')).toEqual(['expired']);
    expect(extraHelpFor('Payment declined: Do Not Honor')).toEqual([]);
  });
});

describe('AttemptKeys', () => {
  it('reuses the key for the same unanswered request and starts anew after an answer or a change', () => {
    const keys = new AttemptKeys();
    const first = keys.keyFor('request-a');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.keyFor('request-a')).toBe(first);
    expect(keys.keyFor('request-b')).not.toBe(first);
    const second = keys.keyFor('request-b');
    keys.settle();
    expect(keys.keyFor('request-b')).not.toBe(second);
  });
});
