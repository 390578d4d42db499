import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffDelivery } from '@shared/deliveries/delivery-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { buyLabelMutation } from '../api/shipping-queue-queries';
import { HandOverDialog } from './hand-over-dialog';
import { LabelPrint } from './label-print';

interface DeliveryActionsProps {
  delivery: StaffDelivery;
  /** Told once the delivery is with the carrier: its card may leave the list, and focus with it. */
  onHandedOver: () => void;
}

/** What staff do next, by stage: buy the label; print it and hand the box over; nothing once shipped. */
export function DeliveryActions({ delivery, onHandedOver }: DeliveryActionsProps) {
  const { t } = useTranslation();
  const buying = useMutation(buyLabelMutation(useQueryClient()));
  const [error, setError] = useState<string | null>(null);
  const [justBought, setJustBought] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const buy = async () => {
    setError(null);
    try {
      await buying.mutateAsync(delivery.id);
      setJustBought(true);
      toast.success(t('shipping.buyLabel.done', { name: delivery.customer.name }));
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('shipping.buyLabel.failed')));
    }
  };

  if (delivery.status === 'paid') {
    return (
      <div className="space-y-2 border-t border-slate-200 pt-3">
        <Button size="lg" className="h-14 w-full text-lg" busy={buying.isPending} busyText={t('shipping.buyLabel.busy')} onClick={() => void buy()}>
          {t('shipping.buyLabel.action')}
        </Button>
        {error && <Notice tone="destructive">{error}</Notice>}
      </div>
    );
  }
  if (delivery.status !== 'label_bought') return null;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-3 sm:flex-row sm:items-start">
      <LabelPrint deliveryId={delivery.id} focusNow={justBought} />
      <Button variant="outline" size="lg" className="h-14 text-lg sm:flex-1" onClick={() => setConfirming(true)}>
        {t('shipping.handOver.action')}
      </Button>
      <HandOverDialog delivery={delivery} open={confirming} onOpenChange={setConfirming} onHandedOver={onHandedOver} />
    </div>
  );
}
