import { PLANS } from '@shared/plans/plan-catalog';
import { PLAN_CHANGE_MESSAGES } from '@shared/subscription/plan-change';

/** An i18n key and values for a plan-change reason, or null when the text is not one of ours. */
export type ReasonText = { key: string; values?: Record<string, string | number> } | null;

const TOO_MANY = /^Cannot downgrade: You have (\d+) shipments but (.+) only allows (\d+) shipments\. Please contact support to resolve this\.$/;
const ALL_USED = /^Cannot downgrade: You are currently using all (\d+) shipments\. Please wait until some shipments are completed or contact support\.$/;

/**
 * The server (and shared/subscription/plan-change) words reasons in English, as the spec does;
 * this finds the translation key, with the plan name in the reader's language.
 */
export function planChangeReasonKey(reason: string, language: 'es' | 'en'): ReasonText {
  if (reason === PLAN_CHANGE_MESSAGES.currentPlan) return { key: 'planChanges.change.reasons.currentPlan' };
  if (reason === PLAN_CHANGE_MESSAGES.noSubscription) return { key: 'planChanges.change.reasons.noSubscription' };
  if (reason === PLAN_CHANGE_MESSAGES.invalidPlan) return { key: 'planChanges.change.reasons.invalidPlan' };
  const tooMany = TOO_MANY.exec(reason);
  if (tooMany) {
    const plan = PLANS.find((candidate) => candidate.names.en === tooMany[2]);
    return {
      key: 'planChanges.change.reasons.tooManyShipments',
      values: { used: Number(tooMany[1]), plan: plan ? plan.names[language] : tooMany[2]!, max: Number(tooMany[3]) },
    };
  }
  const allUsed = ALL_USED.exec(reason);
  if (allUsed) return { key: 'planChanges.change.reasons.allShipmentsUsed', values: { used: Number(allUsed[1]) } };
  return null;
}
