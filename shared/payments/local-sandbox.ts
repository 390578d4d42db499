/**
 * Braintree's documented sandbox nonces, which the local card stand-in accepts like the sandbox
 * does, and the test cards the local card form maps to them.
 */
export const SANDBOX_NONCES = {
  valid: 'fake-valid-nonce',
  validVisa: 'fake-valid-visa-nonce',
  validMastercard: 'fake-valid-mastercard-nonce',
  validAmex: 'fake-valid-amex-nonce',
  validDiscover: 'fake-valid-discover-nonce',
  declinedVisa: 'fake-processor-declined-visa-nonce',
  declinedMastercard: 'fake-processor-declined-mastercard-nonce',
  declinedAmex: 'fake-processor-declined-amex-nonce',
  declinedDiscover: 'fake-processor-declined-discover-nonce',
  luhnInvalid: 'fake-luhn-invalid-nonce',
  consumed: 'fake-consumed-nonce',
} as const;
export type SandboxNonce = (typeof SANDBOX_NONCES)[keyof typeof SANDBOX_NONCES];

export interface TestCard {
  number: string;
  nonce: SandboxNonce;
  brand: 'Visa' | 'MasterCard' | 'American Express' | 'Discover';
  outcome: 'success' | 'declined';
}

/** Test cards of the local form (docs/api/payment-flows.md). */
export const LOCAL_TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', nonce: SANDBOX_NONCES.validVisa, brand: 'Visa', outcome: 'success' },
  { number: '5555555555554444', nonce: SANDBOX_NONCES.validMastercard, brand: 'MasterCard', outcome: 'success' },
  { number: '378282246310005', nonce: SANDBOX_NONCES.validAmex, brand: 'American Express', outcome: 'success' },
  { number: '6011111111111117', nonce: SANDBOX_NONCES.validDiscover, brand: 'Discover', outcome: 'success' },
  { number: '4000111111111115', nonce: SANDBOX_NONCES.declinedVisa, brand: 'Visa', outcome: 'declined' },
  { number: '5105105105105100', nonce: SANDBOX_NONCES.declinedMastercard, brand: 'MasterCard', outcome: 'declined' },
];

export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

export function passesLuhn(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      // Stryker disable next-line EqualityOperator: a doubled digit is even, never 9, so > 9 and >= 9 agree.
      if (digit > 9) digit -= 9;
    }
    // Stryker disable next-line AssignmentOperator: subtracting every digit gives -sum, a multiple of 10 exactly when sum is.
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The nonce the local card form sends for a card number: a listed test card gives its nonce,
 * any other Luhn-invalid number 'fake-luhn-invalid-nonce', any other valid one 'fake-valid-nonce'.
 */
export function localNonceForCard(cardNumber: string): SandboxNonce {
  const digits = cardDigits(cardNumber);
  const card = LOCAL_TEST_CARDS.find((candidate) => candidate.number === digits);
  if (card) return card.nonce;
  return passesLuhn(digits) ? SANDBOX_NONCES.valid : SANDBOX_NONCES.luhnInvalid;
}
