import { describe, expect, it } from 'vitest';
import {
  MarkPickedUpRequestSchema,
  MarkReceivedRequestSchema,
  PACKAGE_TITLE_MAX_LENGTH,
  TRACKING_NUMBER_MAX_LENGTH,
  TrackingCreateRequestSchema,
} from './package-schemas';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('TrackingCreateRequestSchema', () => {
  it('trims the tracking number and title', () => {
    expect(TrackingCreateRequestSchema.parse({ tracking_number: ' 1Z999 ', title: ' Shoes ' })).toEqual({ tracking_number: '1Z999', title: 'Shoes' });
  });

  it('requires both, blank counting as missing', () => {
    expect(messages(TrackingCreateRequestSchema.safeParse({ tracking_number: '   ', title: '' }))).toEqual([
      'trackingNumberRequired',
      'packageTitleRequired',
    ]);
    expect(messages(TrackingCreateRequestSchema.safeParse({}))).toEqual(['trackingNumberRequired', 'packageTitleRequired']);
  });

  it('takes an optional YYYY-MM-DD estimated delivery', () => {
    expect(TrackingCreateRequestSchema.parse({ tracking_number: 'A', title: 'B', estimated_delivery: '2025-03-20' }).estimated_delivery).toBe('2025-03-20');
    expect(TrackingCreateRequestSchema.parse({ tracking_number: 'A', title: 'B', estimated_delivery: '' }).estimated_delivery).toBeUndefined();
    expect(messages(TrackingCreateRequestSchema.safeParse({ tracking_number: 'A', title: 'B', estimated_delivery: '20/03/2025' }))).toEqual(['dateInvalid']);
  });

  it('caps the lengths', () => {
    const ok = { tracking_number: 'X'.repeat(TRACKING_NUMBER_MAX_LENGTH), title: 'T'.repeat(PACKAGE_TITLE_MAX_LENGTH) };
    expect(TrackingCreateRequestSchema.safeParse(ok).success).toBe(true);
    expect(messages(TrackingCreateRequestSchema.safeParse({ ...ok, tracking_number: `${ok.tracking_number}X` }))).toEqual(['fieldTooLong']);
    expect(messages(TrackingCreateRequestSchema.safeParse({ ...ok, title: `${ok.title}T` }))).toEqual(['fieldTooLong']);
  });
});

describe('MarkReceivedRequestSchema', () => {
  it('makes received_date optional', () => {
    expect(MarkReceivedRequestSchema.parse({})).toEqual({});
    expect(MarkReceivedRequestSchema.parse({ received_date: '2025-03-01' })).toEqual({ received_date: '2025-03-01' });
    expect(MarkReceivedRequestSchema.safeParse({ received_date: '2025-02-30' }).success).toBe(false);
  });
});

describe('MarkPickedUpRequestSchema', () => {
  it('needs a non-empty name', () => {
    expect(MarkPickedUpRequestSchema.parse({ pickup_by: ' Ana Pérez ' })).toEqual({ pickup_by: 'Ana Pérez' });
    expect(messages(MarkPickedUpRequestSchema.safeParse({ pickup_by: '  ' }))).toEqual(['pickupByRequired']);
    expect(messages(MarkPickedUpRequestSchema.safeParse({}))).toEqual(['pickupByRequired']);
  });
});
