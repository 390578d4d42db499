import { describe, expect, it } from 'vitest';
import { NO_SUBSCRIPTION, SubscriptionSchema, type Subscription } from './subscription-schema';

const active: Subscription = {
  ...NO_SUBSCRIPTION,
  id: 7,
  subscription_status: 'active',
  access_until: '2025-05-01T04:00:00.000Z',
  plan_type: 'plus',
  plan_name: 'Standard Drop',
  plan_price: 39.9,
  features: ['scheduled_pickup', 'priority_support'],
  next_billing_date: '2025-05-01',
  max_shipments: 10,
  current_shipment_count: 2,
  shipments_used: 2,
  storage_days: 30,
  can_cancel: true,
  delivery_enabled: true,
  max_delivery_addresses: 1,
  can_add_shipment: true,
  payment_provider: 'braintree',
  provider_subscription_id: 'bt_123',
  created_at: '2025-03-01T15:00:00.000Z',
};

describe('SubscriptionSchema', () => {
  it('accepts the no-plan answer and a full active subscription', () => {
    expect(SubscriptionSchema.parse(NO_SUBSCRIPTION)).toEqual(NO_SUBSCRIPTION);
    expect(SubscriptionSchema.parse(active)).toEqual(active);
  });

  it('allows only active, cancelled, expired or null as status', () => {
    expect(SubscriptionSchema.safeParse({ ...active, subscription_status: 'cancelled' }).success).toBe(true);
    expect(SubscriptionSchema.safeParse({ ...active, subscription_status: 'expired' }).success).toBe(true);
    expect(SubscriptionSchema.safeParse({ ...active, subscription_status: 'paused' }).success).toBe(false);
  });

  it('needs an instant for access_until but takes a date for the billing dates', () => {
    expect(SubscriptionSchema.safeParse({ ...active, access_until: '2025-05-01' }).success).toBe(false);
    expect(SubscriptionSchema.safeParse({ ...active, next_billing_date: '2025-05-01T04:00:00Z' }).success).toBe(true);
    expect(SubscriptionSchema.safeParse({ ...active, cancellation_effective_date: '2025-05-01' }).success).toBe(true);
  });

  it('refuses negative counts and unknown plan types', () => {
    expect(SubscriptionSchema.safeParse({ ...active, current_shipment_count: -1 }).success).toBe(false);
    expect(SubscriptionSchema.safeParse({ ...active, plan_type: 'gold' }).success).toBe(false);
  });

  it('describes no plan as plan_type none with nothing allowed', () => {
    expect(NO_SUBSCRIPTION.plan_type).toBe('none');
    expect(NO_SUBSCRIPTION.subscription_status).toBeNull();
    expect(NO_SUBSCRIPTION.can_add_shipment).toBe(false);
    expect(NO_SUBSCRIPTION.can_cancel).toBe(false);
  });
});
