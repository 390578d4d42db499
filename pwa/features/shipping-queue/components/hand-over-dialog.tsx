import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffDelivery } from '@shared/deliveries/delivery-schema';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { handOverMutation } from '../api/shipping-queue-queries';

interface HandOverDialogProps {
  delivery: StaffDelivery;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onHandedOver: () => void;
}

/** 'Handed to carrier' asks first: once confirmed the customer's packages show as shipped. */
export function HandOverDialog({ delivery, open, onOpenChange, onHandedOver }: HandOverDialogProps) {
  const { t } = useTranslation();
  const mutation = useMutation(handOverMutation(useQueryClient()));
  const [error, setError] = useState<string | null>(null);
  // One key per hand-over until it is answered: a retry after a lost answer is the same hand-over.
  const keyRef = useRef<string | null>(null);
  // Once handed over the card moves on (its button with it): focus goes to the queue once the dialog has let it go.
  const doneRef = useRef(false);
  const names = { name: delivery.customer.name, carrier: delivery.carrier };

  const changeOpen = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) setError(null);
    onOpenChange(next);
  };
  const confirm = async () => {
    setError(null);
    keyRef.current ??= crypto.randomUUID();
    try {
      await mutation.mutateAsync({ id: delivery.id, idempotencyKey: keyRef.current });
      keyRef.current = null;
      doneRef.current = true;
      toast.success(t('shipping.handOver.done', names));
      onOpenChange(false);
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('shipping.handOver.failed')));
    }
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('shipping.handOver.title')}
      description={t('shipping.handOver.description', names)}
      testId="hand-over-dialog"
      onCloseAutoFocus={(event) => {
        if (!doneRef.current) return;
        doneRef.current = false;
        event.preventDefault();
        onHandedOver();
      }}
    >
      <div className="space-y-4">
        {error && <Notice tone="destructive">{error}</Notice>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" className="h-14" disabled={mutation.isPending} onClick={() => changeOpen(false)}>
            {t('shipping.handOver.cancel')}
          </Button>
          <Button size="lg" className="h-14" busy={mutation.isPending} busyText={t('shipping.handOver.busy')} onClick={() => void confirm()}>
            {t('shipping.handOver.confirm')}
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}
