import { describe, expect, it } from 'vitest';
import { paidPlan, type PaidPlanType } from '../plans/plan-catalog';
import { NO_SUBSCRIPTION, type Subscription } from '../subscription/subscription-schema';
import { addressAllowance } from './address-allowance';

const now = new Date('2026-03-10T12:00:00Z');
const planOf = (planType: PaidPlanType, overrides: Partial<Subscription> = {}): Subscription => {
  const plan = paidPlan(planType);
  return {
    ...NO_SUBSCRIPTION,
    plan_type: planType,
    subscription_status: 'active',
    access_until: '2026-04-09T12:00:00Z',
    delivery_enabled: plan.deliveryEnabled,
    max_delivery_addresses: plan.maxDeliveryAddresses,
    ...overrides,
  };
};

describe('what a plan allows of delivery addresses', () => {
  it('holds one address on Standard and three on Premium', () => {
    expect(addressAllowance(planOf('plus'), 0, now)).toEqual({ deliveryEnabled: true, max: 1, canAdd: true, gate: null });
    expect(addressAllowance(planOf('plus'), 1, now)).toMatchObject({ max: 1, canAdd: false });
    expect(addressAllowance(planOf('premium'), 2, now)).toMatchObject({ max: 3, canAdd: true });
    expect(addressAllowance(planOf('premium'), 3, now)).toMatchObject({ max: 3, canAdd: false, gate: null });
  });

  it('gives Basic the Upgrade Required gate, and no plan the subscription-required one', () => {
    expect(addressAllowance(planOf('basic'), 0, now)).toEqual({ deliveryEnabled: false, max: 0, canAdd: false, gate: expect.objectContaining({ kind: 'upgrade_required', messageKey: 'plusRequiredMessage' }) });
    expect(addressAllowance(NO_SUBSCRIPTION, 0, now).gate).toMatchObject({ kind: 'subscription_required' });
    expect(addressAllowance(null, 0, now).gate).toMatchObject({ kind: 'subscription_required' });
  });

  it('keeps delivery for a cancelled plan until its access ends, then none', () => {
    const cancelled = planOf('premium', { subscription_status: 'cancelled', access_until: '2026-03-20T00:00:00Z' });
    expect(addressAllowance(cancelled, 1, now)).toMatchObject({ deliveryEnabled: true, canAdd: true });
    expect(addressAllowance(cancelled, 1, new Date('2026-03-21T00:00:00Z'))).toMatchObject({ deliveryEnabled: false, max: 0, canAdd: false, gate: { kind: 'subscription_required' } });
  });
});
