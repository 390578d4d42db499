import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useReactivateSubscription } from '../hooks/use-reactivate-subscription';

interface ReactivatePlanProps {
  userId: number;
  /** The day the paid period ends, as the card shows it: the first charge after reactivating. */
  accessEnd: string;
}

/** A cancelled card plan that has not ended goes on without a charge now (issue 30, decision 159). */
export function ReactivatePlan({ userId, accessEnd }: ReactivatePlanProps) {
  const { t } = useTranslation();
  const { reactivate, busy, error } = useReactivateSubscription(userId);
  return (
    <div className="space-y-2" data-testid="reactivate-plan">
      {error && <Notice tone="destructive">{error}</Notice>}
      <p className="text-sm text-slate-600">{t('planChanges.reactivate.explain', { date: accessEnd })}</p>
      <Button busy={busy} busyText={t('planChanges.reactivate.busy')} onClick={() => void reactivate()}>
        {t('planChanges.reactivate.button')}
      </Button>
    </div>
  );
}
