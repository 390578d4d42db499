import { describe, expect, it } from 'vitest';
import type { Package } from '@shared/packages/package-schema';
import { choosableForPickup, defaultPackageSelection, packagesOfPickup, samePackages, sortPickupsBySlot } from './package-selection';

const pkg = (id: number, delivery_status: Package['delivery_status'], title = `Package ${id}`) => ({ id, delivery_status, title }) as Package;
const packages = [pkg(1, 'pending'), pkg(2, 'received'), pkg(3, 'scheduled'), pkg(4, 'received'), pkg(5, 'picked_up')];

describe('choosing packages for a pickup', () => {
  it('offers and ticks only the received packages', () => {
    expect(defaultPackageSelection(packages)).toEqual([2, 4]);
  });

  it("names a pickup's packages from the list held, null when unknown", () => {
    expect(packagesOfPickup({ package_ids: [3, 9] }, packages)).toEqual([
      { id: 3, title: 'Package 3' },
      { id: 9, title: null },
    ]);
  });

  it("offers a booked pickup its own packages first, then the ready ones (decision 184)", () => {
    expect(choosableForPickup({ package_ids: [3] }, packages).map((p) => p.id)).toEqual([3, 2, 4]);
    expect(samePackages([3, 2], [2, 3])).toBe(true);
    expect(samePackages([3], [3, 2])).toBe(false);
  });

  it('lists pickups soonest first', () => {
    const pickups = [
      { pickup_date: '2026-03-10', pickup_time: '09:00' },
      { pickup_date: '2026-03-09', pickup_time: '15:00' },
      { pickup_date: '2026-03-09', pickup_time: '10:30' },
    ];
    expect(sortPickupsBySlot(pickups).map((p) => `${p.pickup_date} ${p.pickup_time}`)).toEqual(['2026-03-09 10:30', '2026-03-09 15:00', '2026-03-10 09:00']);
  });
});
