import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES } from '@shared/packages/package-schema';
import { aPackageDetail } from '@/test/package-factory';
import { arrivalPhoto, isAtWarehouse } from './package-arrival';

const photo = (id: number) => ({ id, url: `/api/packages/1/photos/${id}`, created_at: `2026-11-2${id}T10:00:00.000Z` });

describe('a package at the warehouse', () => {
  it('is one the warehouse received, whatever happened to it after', () => {
    const at = DELIVERY_STATUSES.filter((status) => isAtWarehouse({ delivery_status: status }));
    expect(at).toEqual(DELIVERY_STATUSES.filter((status) => status !== 'pending'));
    expect(isAtWarehouse({ delivery_status: 'pending' })).toBe(false);
  });

  it('shows the photo taken on arrival, the first of them, or none', () => {
    expect(arrivalPhoto(aPackageDetail(1, { photos: [photo(1), photo(2)] }))?.id).toBe(1);
    expect(arrivalPhoto(aPackageDetail(1))).toBeNull();
  });
});
