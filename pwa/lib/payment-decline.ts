/**
 * A card refusal in the customer's terms (docs/decisions/121): the API keeps the processor's answer
 * (402 `{ error: 'Payment declined: Do Not Honor', code: '2000' }`); the app shows what to do about it.
 * Braintree's processor response code decides; without one, the processor's own words do.
 */
export const DECLINE_GROUPS = ['declined', 'funds', 'expired', 'cardNumber', 'cvv', 'address', 'addressAndCvv', 'tryLater'] as const;
export type DeclineGroup = (typeof DECLINE_GROUPS)[number];

const BY_CODE: Record<string, DeclineGroup> = {
  '2001': 'funds', // Insufficient Funds
  '2002': 'funds', // Limit Exceeded
  '2003': 'funds', // Cardholder's Activity Limit Exceeded
  '2004': 'expired', // Expired Card
  '2006': 'expired', // Invalid Expiration Date
  '2005': 'cardNumber', // Invalid Credit Card Number
  '2008': 'cardNumber', // Card Account Length Error
  '2051': 'cardNumber', // Credit Card Number does not match method of payment
  '2010': 'cvv', // Card Issuer Declined CVV
  '2059': 'address', // Address Verification Failed
  '2060': 'addressAndCvv', // Address Verification and Card Security Code Failed
  '3000': 'tryLater', // Processor Network Unavailable - Try Again
};

/** The processor's words (or Braintree's gateway rejection reason) when no code came with them. */
const BY_REASON: ReadonlyArray<[RegExp, DeclineGroup]> = [
  [/avs_and_cvv/i, 'addressAndCvv'],
  [/gateway rejected: avs/i, 'address'],
  [/\bcvv\b|security code/i, 'cvv'],
  [/address verification/i, 'address'],
  [/insufficient funds|limit exceeded/i, 'funds'],
  [/expired card|expiration date/i, 'expired'],
  [/invalid credit card number|card account length/i, 'cardNumber'],
  [/try again|unavailable|timeout/i, 'tryLater'],
];

/** Which refusal this is; any other code or reason is the bank's plain "declined". */
export function declineGroup(code: string | null | undefined, reason: string): DeclineGroup {
  const byCode = code ? BY_CODE[code] : undefined;
  if (byCode) return byCode;
  if (code && /^2\d{3}$/.test(code)) return 'declined';
  return BY_REASON.find(([pattern]) => pattern.test(reason))?.[1] ?? 'declined';
}

export const declineMessageKey = (group: DeclineGroup) => `paymentDecline.${group}` as const;
