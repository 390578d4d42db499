import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { paidPlan, PLANS, type PaidPlanType } from '@shared/plans/plan-catalog';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { PlanCard } from '@/components/plans/plan-card';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { usePlanChange } from '../hooks/use-plan-change';
import { usePlanText } from '../hooks/use-plan-text';
import { ChangePlanConfirm } from './change-plan-confirm';

interface ChangePlanDialogProps {
  userId: number;
  subscription: Subscription | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Step = { kind: 'choose'; refused?: { target: PaidPlanType; reason: string } } | { kind: 'confirm'; target: PaidPlanType } | { kind: 'partial' };

/** Change plan: select, validate, confirm, change; outcomes success, partial success or error. */
export function ChangePlanDialog({ userId, subscription, open, onOpenChange }: ChangePlanDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const { validate, change, validating, changing, reasonText } = usePlanChange(userId, subscription);
  const { language } = usePlanText();

  const close = (next: boolean) => {
    if (!next) {
      setStep({ kind: 'choose' });
      setError(null);
    }
    onOpenChange(next);
  };

  const choose = async (target: PaidPlanType) => {
    setError(null);
    const answer = await validate(target);
    setStep(answer.is_safe ? { kind: 'confirm', target } : { kind: 'choose', refused: { target, reason: reasonText(answer.reason) || t('planChanges.change.errors.selectPlan') } });
  };

  const confirm = async (target: PaidPlanType) => {
    setError(null);
    const outcome = await change(target);
    if (outcome.kind === 'success') {
      toast.success(t('planChanges.change.success', { plan: paidPlan(target).names[language] }));
      close(false);
    } else if (outcome.kind === 'partial') setStep({ kind: 'partial' });
    else setError(outcome.message);
  };

  return (
    <AppDialog open={open} onOpenChange={close} title={t('planChanges.change.title')} description={t('planChanges.change.description')} size="xl" testId="change-plan-dialog">
      {step.kind === 'partial' && (
        <div className="space-y-4">
          <Notice tone="warning" title={t('planChanges.change.partialTitle')}>{t('planChanges.change.partial')}</Notice>
          <Button onClick={() => close(false)}>{t('common.close')}</Button>
        </div>
      )}
      {step.kind === 'confirm' && (
        <ChangePlanConfirm target={step.target} current={subscription} busy={changing} error={error} onConfirm={() => void confirm(step.target)} onBack={() => setStep({ kind: 'choose' })} />
      )}
      {step.kind === 'choose' && (
        <div className="space-y-4">
          {step.refused && (
            <Notice tone="destructive" title={t('planChanges.change.refusedTitle')}>
              <p data-testid="plan-change-reason">{step.refused.reason}</p>
            </Notice>
          )}
          <div className="grid gap-6 pt-3 md:grid-cols-3">
            {PLANS.map((plan) => {
              const isCurrent = subscription?.plan_type === plan.planType;
              return (
                <PlanCard key={plan.planType} plan={plan} selected={isCurrent}>
                  <Button
                    className="w-full"
                    variant={isCurrent ? 'outline' : 'primary'}
                    busy={validating === plan.planType}
                    busyText={t('planChanges.change.validating')}
                    disabled={validating !== null}
                    onClick={() => void choose(plan.planType)}
                  >
                    {isCurrent ? t('planChanges.change.currentPlan') : t('planChanges.change.choose')}
                  </Button>
                </PlanCard>
              );
            })}
          </div>
        </div>
      )}
    </AppDialog>
  );
}
