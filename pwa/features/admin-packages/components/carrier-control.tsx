import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { CARRIER_DISPLAY_NAMES, CARRIERS, CarrierSchema } from '@shared/packages/carrier-names';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { apiErrorMessage } from '@/lib/api-client';
import { setCarrierMutation } from '../api/admin-package-queries';

/** A number whose carrier we could not tell: staff name it, and the next refresh asks that carrier. */
export function CarrierControl({ packageId }: { packageId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const mutation = useMutation(setCarrierMutation(queryClient));

  const choose = async (value: string) => {
    const carrier = CarrierSchema.safeParse(value);
    if (!carrier.success) return;
    try {
      await mutation.mutateAsync({ id: packageId, request: { carrier: carrier.data } });
      toast.success(t('admin.card.carrierSaved', { carrier: CARRIER_DISPLAY_NAMES[carrier.data] }));
    } catch (error) {
      toast.error(await apiErrorMessage(error, t('admin.card.carrierFailed')));
    }
  };

  return (
    <div className="mt-1">
      <Label htmlFor={id} className="sr-only">{t('admin.card.setCarrier')}</Label>
      <Select id={id} className="h-11" value="" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined} onChange={(event) => void choose(event.target.value)} data-testid="set-carrier">
        <option value="">{t('admin.card.setCarrier')}</option>
        {CARRIERS.map((carrier) => <option key={carrier} value={carrier}>{CARRIER_DISPLAY_NAMES[carrier]}</option>)}
      </Select>
    </div>
  );
}
