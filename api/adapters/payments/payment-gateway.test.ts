import { describe, expect, it } from 'vitest';
import { GatewayError, isGatewayError, notificationKey } from './payment-gateway';

describe('card gateway notices and failures', () => {
  it('keys a notice by kind, subscription, transaction and time, so a replay matches the key already stored', () => {
    const at = new Date('2026-03-10T15:00:00.000Z');
    expect(notificationKey('subscription_charged_successfully', 'sub-1', at, 'tx-9')).toBe('braintree:subscription_charged_successfully:sub-1:tx-9:2026-03-10T15:00:00.000Z');
    expect(notificationKey('check', null, at, null)).toBe('braintree:check:-:-:2026-03-10T15:00:00.000Z');
  });

  it('tells a gateway failure of any kind, or of the kind asked, from other errors', () => {
    const declined = new GatewayError('declined', 'Do Not Honor', '2000');
    expect(isGatewayError(declined)).toBe(true);
    expect(isGatewayError(declined, 'declined')).toBe(true);
    expect(isGatewayError(declined, 'not_found')).toBe(false);
    expect(isGatewayError(new Error('Do Not Honor'))).toBe(false);
  });

  it('names itself in logs and stack traces', () => {
    expect(String(new GatewayError('failed', 'Braintree request failed'))).toBe('GatewayError: Braintree request failed');
  });
});
