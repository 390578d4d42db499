import { describe, expect, it } from 'vitest';
import { MAX_PACKAGES_ANY_PLAN, PLAN_TYPES } from '@shared/plans/plan-catalog';
import { allShipmentsUsedMessage, tooManyShipmentsMessage, validatePlanChange } from '@shared/subscription/plan-change';
import en from '@/lib/locales/en/planChanges.json';
import es from '@/lib/locales/es/planChanges.json';
import { planChangeReasonKey } from './plan-change-reason';

describe('planChangeReasonKey', () => {
  it('finds the fixed reasons', () => {
    expect(planChangeReasonKey('This is your current plan', 'es')).toEqual({ key: 'planChanges.change.reasons.currentPlan' });
    expect(planChangeReasonKey('No subscription found', 'en')).toEqual({ key: 'planChanges.change.reasons.noSubscription' });
    expect(planChangeReasonKey('Invalid plan', 'es')).toEqual({ key: 'planChanges.change.reasons.invalidPlan' });
  });

  it('reads the numbers and the plan of the downgrade refusals', () => {
    expect(planChangeReasonKey(tooManyShipmentsMessage(12, 'Standard Drop', 10), 'es')).toEqual({
      key: 'planChanges.change.reasons.tooManyShipments',
      values: { used: 12, plan: 'Drop Estándar', max: 10 },
    });
    expect(planChangeReasonKey(allShipmentsUsedMessage(20), 'en')).toEqual({
      key: 'planChanges.change.reasons.allShipmentsUsed',
      values: { used: 20 },
    });
  });

  it('knows every reason the shared rules produce, with a text in both languages', () => {
    const reasons = new Map<string, string>();
    for (const current of [null, ...PLAN_TYPES.map((plan_type) => ({ plan_type }))]) {
      for (const target of [...PLAN_TYPES, 'gold']) {
        for (let shipmentsInUse = 0; shipmentsInUse <= MAX_PACKAGES_ANY_PLAN + 1; shipmentsInUse += 1) {
          const { reason } = validatePlanChange({ current, target, shipmentsInUse });
          if (reason) reasons.set(reason, planChangeReasonKey(reason, 'en')?.key ?? `untranslated: ${reason}`);
        }
      }
    }
    const keys = new Set(reasons.values());
    expect([...keys].sort()).toEqual(
      ['allShipmentsUsed', 'currentPlan', 'invalidPlan', 'noSubscription', 'tooManyShipments'].map((name) => `planChanges.change.reasons.${name}`),
    );
    for (const key of keys) {
      const path = key.split('.').slice(1);
      for (const locale of [es, en]) expect(path.reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale), key).toEqual(expect.any(String));
    }
  });

  it('leaves unknown texts alone', () => {
    expect(planChangeReasonKey('Something else', 'es')).toBeNull();
  });
});
