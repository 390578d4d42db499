import { useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Delivery, DeliveryAnswer } from '@shared/deliveries/delivery-schema';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { useConnectivity } from '@/lib/connectivity';
import { useCancelDelivery } from '../hooks/use-cancel-delivery';
import { useDeliveryText } from '../hooks/use-delivery-text';

/** "Cancel delivery" while its label is not bought: confirmed in a dialog, refunded to the card (or the PayPal account) it was paid with. */
export function CancelDeliveryButton({ delivery, onCancelled }: { delivery: Delivery; onCancelled?: (answer: DeliveryAnswer) => void }) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  const offline = useConnectivity((state) => state.status === 'unreachable');
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { cancel, busy } = useCancelDelivery(onCancelled);
  const total = text.money(delivery.total_cents);

  const confirm = async () => {
    setFailure(null);
    const outcome = await cancel(delivery.id);
    if (outcome.ok) setOpen(false);
    else setFailure(outcome.message);
  };

  return (
    <>
      <Button variant="outline" className="min-h-11 text-red-700" onClick={() => setOpen(true)}>
        {t('deliveries.cancel.open')}
      </Button>
      <AppDialog
        open={open}
        onOpenChange={(next) => {
          if (busy) return;
          setOpen(next);
          setFailure(null);
        }}
        title={t('deliveries.cancel.title')}
        description={
          delivery.payment_method === 'paypal'
            ? t('deliveries.cancel.textToPaypal', { total })
            : delivery.paid_with
              ? t('deliveries.cancel.textToCard', { total, card: text.card(delivery.paid_with) })
              : t('deliveries.cancel.text', { total })
        }
        size="sm"
        testId="cancel-delivery-dialog"
      >
        <div className="space-y-4">
          <p className="text-sm text-slate-700">{t('deliveries.cancel.packagesBack')}</p>
          {offline && <Notice tone="warning">{t('deliveries.cancel.offline')}</Notice>}
          {failure && <Notice tone="destructive">{failure}</Notice>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="outline" disabled={busy}>
                {t('deliveries.cancel.keep')}
              </Button>
            </DialogPrimitive.Close>
            <Button variant="destructive" busy={busy} busyText={t('deliveries.cancel.cancelling')} disabled={offline} onClick={() => void confirm()}>
              {t('deliveries.cancel.confirm')}
            </Button>
          </div>
        </div>
      </AppDialog>
    </>
  );
}
