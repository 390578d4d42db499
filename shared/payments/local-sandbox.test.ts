import { describe, expect, it } from 'vitest';
import { LOCAL_TEST_CARDS, localNonceForCard, passesLuhn } from './local-sandbox';

describe('local sandbox test cards', () => {
  it('every listed card passes Luhn', () => {
    for (const card of LOCAL_TEST_CARDS) expect(passesLuhn(card.number)).toBe(true);
  });

  it('maps the documented cards to their nonces, spaces allowed', () => {
    expect(localNonceForCard('4111 1111 1111 1111')).toBe('fake-valid-visa-nonce');
    expect(localNonceForCard('5555 5555 5555 4444')).toBe('fake-valid-mastercard-nonce');
    expect(localNonceForCard('3782 822463 10005')).toBe('fake-valid-amex-nonce');
    expect(localNonceForCard('6011 1111 1111 1117')).toBe('fake-valid-discover-nonce');
    expect(localNonceForCard('4000 1111 1111 1115')).toBe('fake-processor-declined-visa-nonce');
    expect(localNonceForCard('5105 1051 0510 5100')).toBe('fake-processor-declined-mastercard-nonce');
  });

  it('any other Luhn-invalid number gives the luhn-invalid nonce', () => {
    expect(localNonceForCard('4111 1111 1111 1112')).toBe('fake-luhn-invalid-nonce');
    expect(localNonceForCard('12')).toBe('fake-luhn-invalid-nonce');
    expect(localNonceForCard('4242 4242 4242 4242')).toBe('fake-valid-nonce');
  });

  it('a number of fewer than 12 or more than 19 digits is no card, even when its check digit adds up', () => {
    expect(passesLuhn('4111 1111 112')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111 1115')).toBe(false);
    expect(localNonceForCard('4111 1111 1111 1111 1115')).toBe('fake-luhn-invalid-nonce');
    expect(passesLuhn('4111 1111 1111 1111 110')).toBe(true);
  });
});
