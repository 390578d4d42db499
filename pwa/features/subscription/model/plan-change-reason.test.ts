import { describe, expect, it } from 'vitest';
import { allShipmentsUsedMessage, tooManyShipmentsMessage, validatePlanChange } from '@shared/subscription/plan-change';
import { planChangeReasonKey } from './plan-change-reason';

describe('planChangeReasonKey', () => {
  it('finds the fixed reasons', () => {
    expect(planChangeReasonKey('This is your current plan', 'es')).toEqual({ key: 'subscription.change.reasons.currentPlan' });
    expect(planChangeReasonKey('No subscription found', 'en')).toEqual({ key: 'subscription.change.reasons.noSubscription' });
    expect(planChangeReasonKey('Invalid plan', 'es')).toEqual({ key: 'subscription.change.reasons.invalidPlan' });
  });

  it('reads the numbers and the plan of the downgrade refusals', () => {
    expect(planChangeReasonKey(tooManyShipmentsMessage(12, 'Standard Drop', 10), 'es')).toEqual({
      key: 'subscription.change.reasons.tooManyShipments',
      values: { used: 12, plan: 'Drop Estándar', max: 10 },
    });
    expect(planChangeReasonKey(allShipmentsUsedMessage(20), 'en')).toEqual({
      key: 'subscription.change.reasons.allShipmentsUsed',
      values: { used: 20 },
    });
  });

  it('knows every reason the shared rules produce', () => {
    const reason = validatePlanChange({ current: { plan_type: 'premium' }, target: 'basic', shipmentsInUse: 7 }).reason;
    expect(reason && planChangeReasonKey(reason, 'es')).not.toBeNull();
  });

  it('leaves unknown texts alone', () => {
    expect(planChangeReasonKey('Something else', 'es')).toBeNull();
  });
});
