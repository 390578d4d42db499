import type { Db } from '../../db/client';
import { recordAlert, type EventOf } from '../alerts/alert-events';

export type ReceiptInput = Omit<EventOf<'payment-receipt'>, 'kind' | 'paidAt'>;

/** "Visa •••• 1111", as the storage receipt names a card. */
export const cardLabel = (card: { cardType: string; last4: string }) => `${card.cardType} •••• ${card.last4}`;

/**
 * Records, in the transaction that settles a charge, its receipt (decision 181): the alert log's unique key makes it
 * one receipt per payment or delivery however often the charge's path runs again, and the alert worker mails it in
 * the customer's language. The caller kicks `deps.alerts` after its transaction.
 */
export async function recordPaymentReceipt(tx: Db, userId: number, receipt: Partial<ReceiptInput> & Pick<ReceiptInput, 'purpose' | 'amountCents' | 'provider'>, at: Date): Promise<void> {
  await recordAlert(
    tx,
    userId,
    {
      kind: 'payment-receipt',
      paymentId: null,
      deliveryId: null,
      card: null,
      planType: null,
      paidUntil: null,
      service: null,
      reference: null,
      ...receipt,
      paidAt: at.toISOString(),
    },
    at,
  );
}
