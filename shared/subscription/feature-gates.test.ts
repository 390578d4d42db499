import { describe, expect, it } from 'vitest';
import { canPerformAction, featureGate, hasFeature, lowestPlanFor } from './feature-gates';
import { gateMessage } from './gate-messages';
import type { PlanType } from '../plans/plan-catalog';
import type { Subscription } from './subscription-schema';

const now = new Date('2025-04-10T12:00:00Z');

function sub(plan_type: PlanType, overrides: Partial<Subscription> = {}) {
  return {
    plan_type,
    subscription_status: 'active' as Subscription['subscription_status'],
    access_until: null,
    features: [] as string[],
    delivery_enabled: false,
    max_delivery_addresses: 0,
    can_add_shipment: true,
    ...overrides,
  };
}

describe('hasFeature', () => {
  it('denies every feature without a subscription', () => {
    for (const feature of ['warehouse_access', 'package_tracking', 'delivery', 'vip_support', 'scheduled_pickup']) {
      expect(hasFeature(null, feature, now)).toBe(false);
      expect(hasFeature(sub('none', { features: ['scheduled_pickup'] }), feature, now)).toBe(false);
    }
  });

  it('denies everything once access has ended', () => {
    const ended = sub('premium', { subscription_status: 'cancelled', access_until: '2025-04-01T00:00:00Z', delivery_enabled: true });
    expect(hasFeature(ended, 'warehouse_access', now)).toBe(false);
    expect(hasFeature(ended, 'vip_support', now)).toBe(false);
    expect(hasFeature(ended, 'delivery', now)).toBe(false);
  });

  it('keeps features for a cancelled plan until access_until', () => {
    const cancelled = sub('premium', { subscription_status: 'cancelled', access_until: '2025-04-30T00:00:00Z' });
    expect(hasFeature(cancelled, 'vip_support', now)).toBe(true);
  });

  it('gives the premium-only features to premium alone', () => {
    for (const feature of ['sms_notifications', 'flexible_pickup', 'vip_support']) {
      expect(hasFeature(sub('premium'), feature, now)).toBe(true);
      expect(hasFeature(sub('plus'), feature, now)).toBe(false);
      expect(hasFeature(sub('basic'), feature, now)).toBe(false);
    }
  });

  it('gives enhanced tracking and priority support to plus and premium', () => {
    for (const feature of ['enhanced_tracking', 'priority_support']) {
      expect(hasFeature(sub('premium'), feature, now)).toBe(true);
      expect(hasFeature(sub('plus'), feature, now)).toBe(true);
      expect(hasFeature(sub('basic'), feature, now)).toBe(false);
    }
  });

  it('opens the dashboard sections to any plan with valid access', () => {
    for (const feature of ['warehouse_access', 'package_tracking', 'schedule_pickup', 'contact_support']) {
      expect(hasFeature(sub('basic'), feature, now)).toBe(true);
    }
  });

  it('follows delivery_enabled and max_delivery_addresses', () => {
    expect(hasFeature(sub('plus', { delivery_enabled: true }), 'delivery', now)).toBe(true);
    expect(hasFeature(sub('premium', { delivery_enabled: false }), 'delivery', now)).toBe(false);
    expect(hasFeature(sub('premium', { max_delivery_addresses: 2 }), 'multiple_addresses', now)).toBe(true);
    expect(hasFeature(sub('premium', { max_delivery_addresses: 1 }), 'multiple_addresses', now)).toBe(false);
  });

  it('looks other names up in the features list', () => {
    expect(hasFeature(sub('basic', { features: ['tracking_24_7'] }), 'tracking_24_7', now)).toBe(true);
    expect(hasFeature(sub('premium', { features: ['tracking_24_7'] }), 'gift_wrapping', now)).toBe(false);
  });
});

describe('canPerformAction', () => {
  it('lets add_shipment follow can_add_shipment', () => {
    expect(canPerformAction(sub('basic', { can_add_shipment: true }), 'add_shipment', now)).toBe(true);
    expect(canPerformAction(sub('premium', { can_add_shipment: false }), 'add_shipment', now)).toBe(false);
    expect(canPerformAction(null, 'add_shipment', now)).toBe(false);
  });

  it('always allows schedule_pickup', () => {
    expect(canPerformAction(null, 'schedule_pickup', now)).toBe(true);
    expect(canPerformAction(sub('basic', { subscription_status: 'expired' }), 'schedule_pickup', now)).toBe(true);
  });

  it('needs valid access for warehouse_access', () => {
    expect(canPerformAction(sub('basic'), 'warehouse_access', now)).toBe(true);
    expect(canPerformAction(sub('basic', { subscription_status: 'expired' }), 'warehouse_access', now)).toBe(false);
    expect(canPerformAction(null, 'warehouse_access', now)).toBe(false);
  });
});

describe('featureGate', () => {
  it('is null when the feature is granted', () => {
    expect(featureGate(sub('premium'), 'vip_support', now)).toBeNull();
  });

  it('asks non-subscribers to subscribe, whatever the feature', () => {
    for (const feature of ['warehouse_access', 'vip_support', 'priority_support']) {
      const gate = featureGate(null, feature, now);
      expect(gate?.kind).toBe('subscription_required');
      expect(gateMessage(gate!.titleKey)).toBe('Subscription Required');
    }
  });

  it('asks a customer whose plan has ended to subscribe again, not to upgrade', () => {
    const ended = sub('basic', { subscription_status: 'expired', access_until: '2025-04-01T00:00:00Z' });
    expect(featureGate(ended, 'priority_support', now)?.kind).toBe('subscription_required');
    expect(featureGate(ended, 'vip_support', now)?.kind).toBe('subscription_required');
  });

  it('offers an upgrade, not Premium Feature, for a feature the basic plan already grants but the subscription lacks', () => {
    expect(featureGate(sub('basic', { features: [] }), 'scheduled_pickup', now)?.kind).toBe('upgrade_required');
  });

  it('shows Premium Feature for premium-only features', () => {
    const gate = featureGate(sub('plus'), 'flexible_pickup', now);
    expect(gate?.kind).toBe('premium_feature');
    expect(gateMessage(gate!.titleKey)).toBe('Premium Feature');
    expect(gateMessage(gate!.messageKey)).toBe('This feature requires a Premium Drop plan subscription.');
  });

  it('shows Upgrade Required for plus-or-premium features', () => {
    const gate = featureGate(sub('basic'), 'priority_support', now);
    expect(gate?.kind).toBe('upgrade_required');
    expect(gateMessage(gate!.titleKey)).toBe('Upgrade Required');
    expect(gateMessage(gate!.messageKey)).toBe('This feature requires a Standard Drop or Premium Drop plan subscription.');
  });

  it('derives the needed plan for delivery, multiple addresses and unknown names from the catalog', () => {
    expect(lowestPlanFor('delivery')).toBe('plus');
    expect(lowestPlanFor('multiple_addresses')).toBe('premium');
    expect(lowestPlanFor('warehouse_access')).toBe('basic');
    expect(lowestPlanFor('gift_wrapping')).toBeNull();
    expect(featureGate(sub('basic'), 'delivery', now)?.kind).toBe('upgrade_required');
    expect(featureGate(sub('plus'), 'multiple_addresses', now)?.kind).toBe('premium_feature');
    expect(featureGate(sub('premium'), 'gift_wrapping', now)?.kind).toBe('premium_feature');
  });
});
