import { describe, expect, it } from 'vitest';
import { declineGroup } from './payment-decline';

describe('declineGroup', () => {
  it.each([
    ['2000', 'Do Not Honor', 'declined'],
    ['2046', 'Declined', 'declined'],
    ['2038', 'Processor Declined', 'declined'],
    ['2044', 'Declined - Call Issuer', 'declined'],
    ['2001', 'Insufficient Funds', 'funds'],
    ['2002', 'Limit Exceeded', 'funds'],
    ['2004', 'Expired Card', 'expired'],
    ['2006', 'Invalid Expiration Date', 'expired'],
    ['2005', 'Invalid Credit Card Number', 'cardNumber'],
    ['2010', 'Card Issuer Declined CVV', 'cvv'],
    ['2059', 'Address Verification Failed', 'address'],
    ['2060', 'Address Verification and Card Security Code Failed', 'addressAndCvv'],
    ['3000', 'Processor Network Unavailable - Try Again', 'tryLater'],
  ])('maps processor code %s (%s) to %s', (code, reason, group) => {
    expect(declineGroup(code, reason)).toBe(group);
  });

  it("reads Braintree's gateway rejections, which come without a code", () => {
    expect(declineGroup(null, 'Gateway Rejected: cvv')).toBe('cvv');
    expect(declineGroup(null, 'Gateway Rejected: avs')).toBe('address');
    expect(declineGroup(null, 'Gateway Rejected: avs_and_cvv')).toBe('addressAndCvv');
    expect(declineGroup(null, 'Gateway Rejected: fraud')).toBe('declined');
  });

  it('falls back to the processor words, then to a plain decline', () => {
    expect(declineGroup(undefined, 'Insufficient Funds')).toBe('funds');
    expect(declineGroup(null, 'Expired Card')).toBe('expired');
    expect(declineGroup(null, 'Do Not Honor')).toBe('declined');
    expect(declineGroup('2999', 'Something new')).toBe('declined');
  });
});
