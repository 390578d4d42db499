import { describe, expect, it } from 'vitest';
import { PlanChangeRequestSchema, PlanChangeValidationSchema, validatePlanChange } from './plan-change';
import type { PlanType } from '../plans/plan-catalog';

const current = (plan_type: PlanType, max_shipments?: number) => ({ plan_type, max_shipments });
const SAFE = { is_safe: true, reason: null };

describe('validatePlanChange', () => {
  it('refuses without a subscription', () => {
    expect(validatePlanChange({ current: null, target: 'plus', shipmentsInUse: 0 })).toEqual({ is_safe: false, reason: 'No subscription found' });
    expect(validatePlanChange({ current: current('none'), target: 'plus', shipmentsInUse: 0 }).reason).toBe('No subscription found');
  });

  it('refuses an unknown plan, none included', () => {
    expect(validatePlanChange({ current: current('basic'), target: 'gold', shipmentsInUse: 0 })).toEqual({ is_safe: false, reason: 'Invalid plan' });
    expect(validatePlanChange({ current: current('basic'), target: 'none', shipmentsInUse: 0 }).reason).toBe('Invalid plan');
    expect(validatePlanChange({ current: current('basic'), target: 'estandar', shipmentsInUse: 0 }).reason).toBe('Invalid plan');
  });

  it('refuses the current plan', () => {
    expect(validatePlanChange({ current: current('plus'), target: 'plus', shipmentsInUse: 0 })).toEqual({
      is_safe: false,
      reason: 'This is your current plan',
    });
  });

  it('always allows upgrades, even with every shipment in use', () => {
    expect(validatePlanChange({ current: current('basic'), target: 'premium', shipmentsInUse: 5 })).toEqual(SAFE);
    expect(validatePlanChange({ current: current('plus'), target: 'premium', shipmentsInUse: 10 })).toEqual(SAFE);
  });

  it('allows a downgrade that fits the lower cap exactly', () => {
    expect(validatePlanChange({ current: current('premium'), target: 'basic', shipmentsInUse: 5 })).toEqual(SAFE);
    expect(validatePlanChange({ current: current('premium'), target: 'plus', shipmentsInUse: 0 })).toEqual(SAFE);
  });

  it('refuses a downgrade when the shipments in use exceed the target cap', () => {
    expect(validatePlanChange({ current: current('premium'), target: 'basic', shipmentsInUse: 6 })).toEqual({
      is_safe: false,
      reason: 'Cannot downgrade: You have 6 shipments but Basic Drop only allows 5 shipments. Please contact support to resolve this.',
    });
    expect(validatePlanChange({ current: current('premium'), target: 'plus', shipmentsInUse: 19 }).reason).toBe(
      'Cannot downgrade: You have 19 shipments but Standard Drop only allows 10 shipments. Please contact support to resolve this.',
    );
  });

  it('refuses a downgrade while all shipments of the current plan are in use', () => {
    expect(validatePlanChange({ current: current('premium'), target: 'plus', shipmentsInUse: 20 })).toEqual({
      is_safe: false,
      reason: 'Cannot downgrade: You are currently using all 20 shipments. Please wait until some shipments are completed or contact support.',
    });
    expect(validatePlanChange({ current: current('plus'), target: 'basic', shipmentsInUse: 10 }).reason).toBe(
      'Cannot downgrade: You are currently using all 10 shipments. Please wait until some shipments are completed or contact support.',
    );
    expect(validatePlanChange({ current: current('plus'), target: 'basic', shipmentsInUse: 9 }).reason).toMatch(/^Cannot downgrade: You have 9 shipments/);
  });

  it("uses the subscription's own max_shipments when given", () => {
    expect(validatePlanChange({ current: current('plus', 12), target: 'basic', shipmentsInUse: 10 }).reason).toMatch(/You have 10 shipments/);
    expect(validatePlanChange({ current: current('plus', 12), target: 'basic', shipmentsInUse: 12 }).reason).toMatch(/using all 12 shipments/);
  });
});

describe('plan change schemas', () => {
  it('accepts a paid plan_type only, with the planInvalid key', () => {
    expect(PlanChangeRequestSchema.parse({ plan_type: 'premium' })).toEqual({ plan_type: 'premium' });
    for (const body of [{ plan_type: 'none' }, { plan_type: 'gold' }, {}]) {
      expect(PlanChangeRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message)).toEqual(['planInvalid']);
    }
  });

  it('reads the validate answer', () => {
    expect(PlanChangeValidationSchema.parse({ is_safe: false, reason: 'Invalid plan' })).toEqual({ is_safe: false, reason: 'Invalid plan' });
    expect(PlanChangeValidationSchema.safeParse({ is_safe: 'yes', reason: null }).success).toBe(false);
  });
});
