import { describe, expect, it, vi } from 'vitest';
import type { Package, PackageDetail } from '@shared/packages/package-schema';
import { detailsToWarm } from './offline-warmup';

// The packages feature's API modules pull in the browser-only i18n setup; these tests never call the network.
vi.mock('@/lib/api-client', () => ({ api: {} }));

const pkg = (id: number, updated: string, delivery_status: Package['delivery_status'] = 'pending') =>
  ({ id, updated_at: `2026-11-${updated}T10:00:00.000Z`, delivery_status }) as Package;

describe('detailsToWarm', () => {
  it('picks packages not yet picked up, newest first, whose detail is missing or older than the list', () => {
    const list = [pkg(1, '01'), pkg(2, '05'), pkg(3, '03', 'picked_up'), pkg(4, '04')];
    const held = new Map<number, PackageDetail>([[4, { ...pkg(4, '04') } as PackageDetail], [1, { ...pkg(1, '01'), updated_at: '2026-10-01T00:00:00.000Z' } as PackageDetail]]);
    expect(detailsToWarm(list, (id) => held.get(id))).toEqual([2, 1]);
  });

  it('looks at the newest few only', () => {
    const list = Array.from({ length: 30 }, (_, index) => pkg(index + 1, String(index + 1).padStart(2, '0')));
    expect(detailsToWarm(list, () => undefined, 3)).toEqual([30, 29, 28]);
  });
});
