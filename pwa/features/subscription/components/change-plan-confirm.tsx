import { useTranslation } from 'react-i18next';
import { isDowngrade, paidPlan, planPriceDisplay, PLAN_CURRENCY, type PaidPlanType } from '@shared/plans/plan-catalog';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { usePlanText } from '../hooks/use-plan-text';

interface ChangePlanConfirmProps {
  target: PaidPlanType;
  current: Subscription | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onBack: () => void;
}

/** The confirm step: full new price now, no proration, billing cycle and storage restart, no undo. */
export function ChangePlanConfirm({ target, current, busy, error, onConfirm, onBack }: ChangePlanConfirmProps) {
  const { t } = useTranslation();
  const { planName, language } = usePlanText();
  const plan = paidPlan(target);
  const direction = current && isDowngrade(current.plan_type, target) ? 'downgrade' : 'upgrade';
  return (
    <div className="space-y-4" role="group" aria-labelledby="change-confirm-title">
      <h3 id="change-confirm-title" className="text-lg font-semibold text-slate-900">
        {t(`planChanges.change.confirmTitle.${direction}`, { from: current ? planName(current) : '', to: plan.names[language] })}
      </h3>
      <Notice tone="warning">
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('planChanges.change.terms.charge', { price: planPriceDisplay(plan), currency: PLAN_CURRENCY })}</li>
          <li>{t('planChanges.change.terms.cycle')}</li>
          <li>{t('planChanges.change.terms.storage')}</li>
          <li className="font-semibold">{t('planChanges.change.terms.noUndo')}</li>
        </ul>
      </Notice>
      {error && (
        <Notice tone="destructive" title={t('planChanges.change.errors.title')}>
          {error}
        </Notice>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={busy}>{t('planChanges.change.back')}</Button>
        <Button onClick={onConfirm} busy={busy} busyText={t('planChanges.change.changing')}>{t('planChanges.change.confirm')}</Button>
      </div>
    </div>
  );
}
