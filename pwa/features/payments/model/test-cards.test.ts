import { describe, expect, it } from 'vitest';
import { passesLuhn } from '@shared/payments/local-sandbox';
import { isCardNumberLength, isCvvValid, isExpiryValid, nonceForTestCard, TEST_CARDS } from './test-cards';

describe('nonceForTestCard', () => {
  it('maps the documented test cards to their fake nonces, spaces or not', () => {
    expect(nonceForTestCard('4111 1111 1111 1111')).toBe('fake-valid-visa-nonce');
    expect(nonceForTestCard('5555555555554444')).toBe('fake-valid-mastercard-nonce');
    expect(nonceForTestCard('3782 822463 10005')).toBe('fake-valid-amex-nonce');
    expect(nonceForTestCard('6011-1111-1111-1117')).toBe('fake-valid-discover-nonce');
    expect(nonceForTestCard('4000 1111 1111 1115')).toBe('fake-processor-declined-visa-nonce');
    expect(nonceForTestCard('5105 1051 0510 5100')).toBe('fake-processor-declined-mastercard-nonce');
  });

  it('turns other Luhn-invalid numbers into the luhn-invalid nonce and other valid ones into a valid nonce', () => {
    expect(nonceForTestCard('4111 1111 1111 1112')).toBe('fake-luhn-invalid-nonce');
    expect(nonceForTestCard('4242 4242 4242 4242')).toBe('fake-valid-nonce');
  });

  it('lists only Luhn-valid test numbers, grouped for reading', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number)).toBe(true);
    expect(TEST_CARDS.map((card) => card.display)).toContain('3782 822463 10005');
    expect(TEST_CARDS.map((card) => card.display)).toContain('4111 1111 1111 1111');
  });
});

describe('card field checks', () => {
  const now = new Date('2026-05-15T12:00:00Z');

  it('accepts 13 to 19 digits', () => {
    expect(isCardNumberLength('4111 1111 1111 1111')).toBe(true);
    expect(isCardNumberLength('4111 1111')).toBe(false);
  });

  it('accepts an expiry from the current month on', () => {
    expect(isExpiryValid('05/26', now)).toBe(true);
    expect(isExpiryValid('12/2030', now)).toBe(true);
    expect(isExpiryValid('04/26', now)).toBe(false);
    expect(isExpiryValid('13/30', now)).toBe(false);
    expect(isExpiryValid('1230', now)).toBe(false);
  });

  it('accepts a CVV of 3 or 4 digits', () => {
    expect(isCvvValid('123')).toBe(true);
    expect(isCvvValid('1234')).toBe(true);
    expect(isCvvValid('12')).toBe(false);
  });
});
