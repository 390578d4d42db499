import { describe, expect, it } from 'vitest';
import { PICKUP_MESSAGES } from '@shared/pickup/pickup-schema';
import { sameDayPickupOf, withPackagesAdded } from './same-day';

const existing = { id: 4, pickup_date: '2026-03-12', pickup_time: '10:30', package_ids: [2, 5] };

describe('one pickup a day, as the app reads it', () => {
  it("reads the day's pickup from the 409, and nothing from any other refusal", () => {
    expect(sameDayPickupOf({ error: PICKUP_MESSAGES.sameDay, existing_pickup: existing })).toEqual(existing);
    expect(sameDayPickupOf({ error: PICKUP_MESSAGES.slotFull })).toBeNull();
    expect(sameDayPickupOf(null)).toBeNull();
  });

  it('adds packages to the pickup once each, after its own', () => {
    expect(withPackagesAdded(existing, [7, 5, 8])).toEqual([2, 5, 7, 8]);
  });
});
