import { isWalletError } from '../../adapters/wallet/wallet-gateway';
import type { AppDeps } from '../../app-deps';
import type { DeliveryRow } from '../../db/tables';

/** Gives a delivery's payment back in full, to the card or the PayPal account it came from; a refund already made is done. */
export async function refundDeliveryPayment(deps: AppDeps, row: Pick<DeliveryRow, 'paymentMethod' | 'transactionId'>): Promise<void> {
  if (!row.transactionId) return;
  if (row.paymentMethod === 'card') return deps.payments.refundCharge(row.transactionId);
  try {
    await deps.wallet.refundCapture(row.transactionId, `md-refund-${row.transactionId}`);
  } catch (error) {
    if (!isWalletError(error, 'already_refunded')) throw error;
  }
}
