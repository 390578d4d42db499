import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refreshDeliveryMutation } from '../api/delivery-queries';

/** Asks the carrier about the delivery on its way now; the answer replaces it on screen. */
export function RefreshDeliveryButton({ deliveryId }: { deliveryId: number }) {
  const { t } = useTranslation();
  const mutation = useMutation(refreshDeliveryMutation(useQueryClient()));
  const [error, setError] = useState<string | null>(null);

  const refresh = async () => {
    setError(null);
    try {
      await mutation.mutateAsync(deliveryId);
      toast.success(t('deliveries.detail.refreshed'));
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('deliveries.detail.refreshFailed')));
    }
  };

  return (
    <div className="mt-4 space-y-2">
      <Button variant="outline" className="w-full sm:w-auto" busy={mutation.isPending} busyText={t('deliveries.detail.refreshing')} onClick={() => void refresh()} data-testid="refresh-delivery">
        {t('deliveries.detail.refresh')}
      </Button>
      {error && (
        <Notice tone="destructive">
          <span data-testid="refresh-delivery-error">{error}</span>
        </Notice>
      )}
    </div>
  );
}
