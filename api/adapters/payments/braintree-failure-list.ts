/**
 * Braintree's words that decide how a failure reaches the customer (400 rejected card, 402 decline, else 502).
 * Plain data: the adapter's tests pin every code to the SDK's own name for it.
 */

/** Validation codes meaning "this nonce or card cannot be used": number, CVV, expiry, consumed or unknown nonce, bad token. */
export const REJECTED_PAYMENT_METHOD_CODES: ReadonlySet<string> = new Set([
  '81714', '81715', '81716', '81717', '81736', '81707', '81709', '81710', '81712', '81713',
  '91564', '91565', '91903', '93107', '93108',
]);

/** Verification and transaction statuses that mean the bank or Braintree's rules declined the card. */
export const DECLINED_STATUSES: ReadonlySet<string> = new Set(['processor_declined', 'gateway_rejected', 'failed', 'settlement_declined']);
