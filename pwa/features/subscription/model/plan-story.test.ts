import { describe, expect, it } from 'vitest';
import { planStory } from './plan-story';

const NOW = new Date('2026-11-22T15:00:00Z');
const card = {
  plan_type: 'plus' as const,
  subscription_status: 'active' as const,
  payment_provider: 'braintree' as const,
  access_until: '2026-12-21T17:00:00.000Z',
  next_billing_date: '2026-12-21T17:00:00.000Z',
  cancellation_effective_date: null,
};

describe('planStory', () => {
  it('tells an active card plan that it renews on the next charge day', () => {
    expect(planStory(card, NOW)).toEqual({ kind: 'renews', date: '2026-12-21' });
  });

  it('tells a cancelled card plan that access ends at the end of the paid month, with no renewal', () => {
    const cancelled = { ...card, subscription_status: 'cancelled' as const, next_billing_date: null, cancellation_effective_date: '2026-12-21T17:00:00.000Z' };
    expect(planStory(cancelled, NOW)).toEqual({ kind: 'ends', date: '2026-12-21', oneTime: false });
  });

  it('tells a PayPal plan that its 30 days end on a day, and never that it renews', () => {
    const paypal = { ...card, payment_provider: 'paypal' as const };
    expect(planStory(paypal, NOW)).toEqual({ kind: 'ends', date: '2026-12-21', oneTime: true });
  });

  it('uses the New York day of the period end (an evening UTC instant is still that day in New York)', () => {
    const late = { ...card, next_billing_date: '2026-12-22T03:00:00.000Z' };
    expect(planStory(late, NOW)).toEqual({ kind: 'renews', date: '2026-12-21' });
  });

  it('says a plan past its end, or expired, has ended; no plan has no story', () => {
    const past = { ...card, subscription_status: 'cancelled' as const, access_until: '2026-11-01T00:00:00.000Z', cancellation_effective_date: '2026-11-01T00:00:00.000Z' };
    expect(planStory(past, NOW)).toEqual({ kind: 'ended', date: '2026-10-31' });
    expect(planStory({ ...card, subscription_status: 'expired' }, NOW)).toMatchObject({ kind: 'ended' });
    expect(planStory({ ...card, plan_type: 'none' }, NOW)).toBeNull();
    expect(planStory(null, NOW)).toBeNull();
  });
});
