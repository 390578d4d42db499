import { describe, expect, it } from 'vitest';
import { paidPlan } from './plan-catalog';
import { planHighlights } from './plan-highlights';

describe('planHighlights', () => {
  it('gives every plan exactly five lines', () => {
    for (const type of ['basic', 'plus', 'premium'] as const) expect(planHighlights(paidPlan(type))).toHaveLength(5);
  });

  it('describes Basic with scheduled pickup and personalised WhatsApp support', () => {
    expect(planHighlights(paidPlan('basic'))).toEqual([
      { key: 'packages', values: { count: 5 } },
      { key: 'storage', values: { days: 15 } },
      { key: 'scheduledPickup' },
      { key: 'tracking' },
      { key: 'whatsappSupport' },
    ]);
  });

  it('gives Standard priority support and Premium flexible pickup with VIP support', () => {
    expect(planHighlights(paidPlan('plus')).map((line) => line.key)).toEqual(['packages', 'storage', 'scheduledPickup', 'tracking', 'prioritySupport']);
    const premium = planHighlights(paidPlan('premium'));
    expect(premium[0]).toEqual({ key: 'packages', values: { count: 20 } });
    expect(premium[1]).toEqual({ key: 'storage', values: { days: 45 } });
    expect(premium.map((line) => line.key)).toContain('flexiblePickup');
    expect(premium.map((line) => line.key)).toContain('vipSupport');
  });
});
