import { cardDigits, LOCAL_TEST_CARDS, localNonceForCard } from '@shared/payments/local-sandbox';

/** The local test form's cards (Braintree's documented numbers), grouped for reading: Amex 4-6-5, others 4-4-4-4. */
export const TEST_CARDS = LOCAL_TEST_CARDS.map((card) => ({
  ...card,
  display: card.number.length === 15 ? card.number.replace(/^(\d{4})(\d{6})(\d{5})$/, '$1 $2 $3') : card.number.replace(/(\d{4})(?=\d)/g, '$1 '),
}));

/** The fake nonce for a typed number: a listed test card's nonce, else luhn-invalid or generic valid. */
export const nonceForTestCard = (number: string) => localNonceForCard(number.replace(/\D/g, ''));

/** A card number of plausible length (Amex 15 … 19 digits). */
export const isCardNumberLength = (number: string) => {
  const length = cardDigits(number.replace(/\D/g, '')).length;
  return length >= 13 && length <= 19;
};

/** MM/YY or MM/YYYY, not before the current month. */
export function isExpiryValid(value: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

export const isCvvValid = (value: string) => /^\d{3,4}$/.test(value.trim());
