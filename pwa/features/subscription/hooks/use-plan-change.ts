import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaidPlanType } from '@shared/plans/plan-catalog';
import { validatePlanChange, type PlanChangeValidation } from '@shared/subscription/plan-change';
import { isPartialPlanChange } from '@shared/subscription/subscription-actions-schema';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { getApiFailure } from '@/lib/api-client';
import { translateServerMessage } from '@/lib/server-messages';
import { changePlanMutation } from '../api/subscription-writes';
import { validatePlanChangeRemote } from '../api/validate-plan-change';
import { planChangeReasonKey } from '../model/plan-change-reason';

export type ChangeOutcome = { kind: 'success' } | { kind: 'partial' } | { kind: 'error'; message: string };

/** Validate (server, else the local rules), then PUT the change (part 1 section 4). */
export function usePlanChange(userId: number | null, current: Subscription | null) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const queryClient = useQueryClient();
  const [validating, setValidating] = useState<PaidPlanType | null>(null);
  const mutation = useMutation(changePlanMutation(queryClient));

  /** The reason in the reader's language (the exact English text in English). */
  const reasonText = (reason: string | null) => {
    if (!reason) return '';
    const known = planChangeReasonKey(reason, language);
    return known ? t(known.key, known.values) : translateServerMessage(t, reason);
  };

  const validate = async (target: PaidPlanType): Promise<PlanChangeValidation> => {
    if (userId === null) return { is_safe: false, reason: null };
    setValidating(target);
    try {
      return await validatePlanChangeRemote(userId, target);
    } catch {
      // Part 1 section 5: when the validate call fails, the local rules apply.
      return validatePlanChange({ current, target, shipmentsInUse: current?.current_shipment_count ?? 0 });
    } finally {
      setValidating(null);
    }
  };

  const change = async (target: PaidPlanType | null): Promise<ChangeOutcome> => {
    if (userId === null || target === null) return { kind: 'error', message: t('planChanges.change.errors.selectPlan') };
    try {
      const answer = await mutation.mutateAsync({ userId, target });
      return isPartialPlanChange(answer) ? { kind: 'partial' } : { kind: 'success' };
    } catch (error) {
      const failure = await getApiFailure(error);
      if (failure.kind === 'http') {
        const known = failure.error ? planChangeReasonKey(failure.error, language) : null;
        const message = known ? t(known.key, known.values) : failure.error ? translateServerMessage(t, failure.error, failure.body.code) : t('planChanges.change.errors.failed');
        return { kind: 'error', message };
      }
      if (failure.kind === 'network' || failure.kind === 'server') return { kind: 'error', message: t('planChanges.change.errors.retry') };
      return { kind: 'error', message: t('planChanges.change.errors.unexpected') };
    }
  };

  return { validate, change, validating, changing: mutation.isPending, reasonText };
}
