import { describe, expect, it } from 'vitest';
import { accessEndShown, canShowCancelButton, canSubscribe, hasValidAccess, isSubscribed } from './access';

const now = new Date('2025-04-10T12:00:00.000Z');
const until = '2025-04-10T12:00:00.000Z';

describe('hasValidAccess', () => {
  it('grants access when active, whatever access_until says', () => {
    expect(hasValidAccess({ subscription_status: 'active', access_until: null }, now)).toBe(true);
    expect(hasValidAccess({ subscription_status: 'active', access_until: '2020-01-01T00:00:00Z' }, now)).toBe(true);
  });

  it('keeps a cancelled plan usable up to and including access_until', () => {
    expect(hasValidAccess({ subscription_status: 'cancelled', access_until: until }, now)).toBe(true);
    expect(hasValidAccess({ subscription_status: 'cancelled', access_until: until }, new Date(now.getTime() + 1))).toBe(false);
  });

  it('denies cancelled without an end, expired, unknown and missing subscriptions', () => {
    expect(hasValidAccess({ subscription_status: 'cancelled', access_until: null }, now)).toBe(false);
    expect(hasValidAccess({ subscription_status: 'expired', access_until: '2030-01-01T00:00:00Z' }, now)).toBe(false);
    expect(hasValidAccess({ subscription_status: null, access_until: null }, now)).toBe(false);
    expect(hasValidAccess(null, now)).toBe(false);
    expect(hasValidAccess(undefined, now)).toBe(false);
  });
});

describe('isSubscribed and canSubscribe', () => {
  it('needs a plan as well as valid access', () => {
    expect(isSubscribed({ plan_type: 'basic', subscription_status: 'active', access_until: null }, now)).toBe(true);
    expect(isSubscribed({ plan_type: 'none', subscription_status: 'active', access_until: null }, now)).toBe(false);
    expect(isSubscribed({ plan_type: 'premium', subscription_status: 'expired', access_until: null }, now)).toBe(false);
  });

  it('lets cancelled, expired and plan-less users subscribe, not active ones', () => {
    expect(canSubscribe(null)).toBe(true);
    expect(canSubscribe({ plan_type: 'none', subscription_status: null, access_until: null })).toBe(true);
    expect(canSubscribe({ plan_type: 'plus', subscription_status: 'cancelled', access_until: until })).toBe(true);
    expect(canSubscribe({ plan_type: 'plus', subscription_status: 'expired', access_until: null })).toBe(true);
    expect(canSubscribe({ plan_type: 'plus', subscription_status: 'active', access_until: null })).toBe(false);
  });

  it("lets a user whose plan is 'none' subscribe whatever the status says (as isSubscribed counts them unsubscribed)", () => {
    expect(canSubscribe({ plan_type: 'none', subscription_status: 'active', access_until: null })).toBe(true);
  });
});

describe('accessEndShown', () => {
  it('shows the cancellation date when cancelled', () => {
    const sub = { subscription_status: 'cancelled' as const, cancellation_effective_date: '2025-05-01', next_billing_date: '2025-06-01' };
    expect(accessEndShown(sub)).toBe('2025-05-01');
  });

  it('reads a cancellation instant as its New York date', () => {
    const sub = { subscription_status: 'cancelled' as const, cancellation_effective_date: '2025-05-01T03:00:00Z', next_billing_date: null };
    expect(accessEndShown(sub)).toBe('2025-04-30');
  });

  it('shows the day before next_billing_date otherwise', () => {
    expect(accessEndShown({ subscription_status: 'active', cancellation_effective_date: null, next_billing_date: '2025-05-01' })).toBe('2025-04-30');
    expect(accessEndShown({ subscription_status: 'active', cancellation_effective_date: null, next_billing_date: '2025-03-01' })).toBe('2025-02-28');
    expect(accessEndShown({ subscription_status: 'active', cancellation_effective_date: null, next_billing_date: '2025-03-10T04:00:00Z' })).toBe(
      '2025-03-09',
    );
  });

  it('is null when the date it needs is missing', () => {
    expect(accessEndShown(null)).toBeNull();
    expect(accessEndShown({ subscription_status: 'cancelled', cancellation_effective_date: null, next_billing_date: '2025-05-01' })).toBeNull();
    expect(accessEndShown({ subscription_status: 'active', cancellation_effective_date: null, next_billing_date: null })).toBeNull();
  });
});

describe('canShowCancelButton', () => {
  it('needs the card provider and can_cancel', () => {
    expect(canShowCancelButton({ payment_provider: 'braintree', can_cancel: true })).toBe(true);
    expect(canShowCancelButton({ payment_provider: 'braintree', can_cancel: false })).toBe(false);
    expect(canShowCancelButton({ payment_provider: 'paypal', can_cancel: true })).toBe(false);
    expect(canShowCancelButton({ payment_provider: null, can_cancel: true })).toBe(false);
    expect(canShowCancelButton(null)).toBe(false);
  });
});
