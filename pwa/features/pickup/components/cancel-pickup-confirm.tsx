import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pickup, PickupBooked } from '@shared/pickup/pickup-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useCancelPickup } from '../hooks/use-cancel-pickup';

interface CancelPickupConfirmProps {
  pickup: Pickup;
  /** The booked day and time, in words. */
  when: string;
  /** Back to editing, nothing cancelled. */
  onBack: () => void;
  /** Cancelled (answer null: queued offline). */
  onCancelled: (answer: PickupBooked | null) => void;
}

/** "Cancel pickup?" with what it means for the packages and the slot; cancelling takes this second, explicit tap. */
export function CancelPickupConfirm({ pickup, when, onBack, onCancelled }: CancelPickupConfirmProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { cancel, busy } = useCancelPickup(onCancelled);
  const confirm = async () => {
    setFailure(null);
    const outcome = await cancel(pickup.id);
    if (!outcome.ok) setFailure(outcome.message);
  };
  return (
    <section aria-labelledby={`cancel-pickup-${pickup.id}`} className="space-y-4" data-testid="cancel-pickup-confirm">
      <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-950">
        <h3 id={`cancel-pickup-${pickup.id}`} className="font-semibold">
          {t('pickup.cancel.title')}
        </h3>
        <p className="mt-1 text-sm">{t('pickup.cancel.text', { count: pickup.package_ids.length, when })}</p>
      </div>
      {failure && <Notice tone="destructive">{failure}</Notice>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} onClick={onBack} autoFocus>
          {t('pickup.cancel.back')}
        </Button>
        <Button variant="destructive" busy={busy} busyText={t('pickup.cancel.busy')} onClick={() => void confirm()}>
          {t('pickup.cancel.confirm')}
        </Button>
      </div>
    </section>
  );
}
