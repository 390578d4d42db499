import { describe, expect, it } from 'vitest';
import { approveLinkOf, CreatePaypalOrderRequestSchema } from './paypal-order-schema';

describe('CreatePaypalOrderRequestSchema', () => {
  it('reads any plan id as its plan type', () => {
    expect(CreatePaypalOrderRequestSchema.parse({ plan_type: 'premium' }).plan_type).toBe('premium');
    expect(CreatePaypalOrderRequestSchema.parse({ plan_type: 'plus_drop' }).plan_type).toBe('plus');
    expect(CreatePaypalOrderRequestSchema.parse({ plan_type: 'basico' }).plan_type).toBe('basic');
  });

  it('refuses an unknown plan and none', () => {
    expect(CreatePaypalOrderRequestSchema.safeParse({ plan_type: 'none' }).error?.issues[0]?.message).toBe('planInvalid');
    expect(CreatePaypalOrderRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('approveLinkOf', () => {
  it('finds the approve link or nothing', () => {
    expect(approveLinkOf({ links: [{ href: 'a', rel: 'self', method: 'GET' }, { href: 'b', rel: 'approve', method: 'GET' }] })).toBe('b');
    expect(approveLinkOf({ links: [] })).toBeUndefined();
  });
});
