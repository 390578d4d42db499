import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canShowCancelButton } from '@shared/subscription/access';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useCancelSubscription } from '../hooks/use-cancel-subscription';

interface CancelSectionProps {
  userId: number;
  subscription: Subscription;
  accessEnd: string | null;
}

/**
 * Part 1 section 6: the cancel button only for the card provider and when can_cancel is true;
 * otherwise a disabled 'already cancelled' button (a one-time wallet payment says so instead).
 */
export function CancelSection({ userId, subscription, accessEnd }: CancelSectionProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { cancel, busy, error } = useCancelSubscription(userId);

  if (!canShowCancelButton(subscription)) {
    if (subscription.payment_provider === 'paypal' && subscription.subscription_status === 'active') {
      return <p className="text-sm text-slate-600">{t('planChanges.cancel.oneTime', { date: accessEnd ?? '' })}</p>;
    }
    return (
      <Button variant="outline" disabled className="w-full sm:w-auto">
        {t('planChanges.cancel.alreadyCancelled')}
      </Button>
    );
  }

  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      {error && <Notice tone="destructive">{error}</Notice>}
      {confirming ? (
        <div className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4" role="group" aria-labelledby="cancel-confirm-title">
          <p id="cancel-confirm-title" className="font-semibold text-red-900">{t('planChanges.cancel.confirmTitle')}</p>
          <p className="text-sm text-red-900">{t('planChanges.cancel.confirmText', { date: accessEnd ?? '' })}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>{t('planChanges.cancel.keep')}</Button>
            <Button
              variant="destructive"
              busy={busy}
              busyText={t('planChanges.cancel.cancelling')}
              onClick={async () => {
                if (await cancel()) setConfirming(false);
              }}
            >
              {t('planChanges.cancel.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="destructive" onClick={() => setConfirming(true)}>{t('planChanges.cancel.button')}</Button>
      )}
    </div>
  );
}
