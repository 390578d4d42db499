import type { Package, PackageDetail } from '@shared/packages/package-schema';
import { showsStorageBadge } from '@shared/packages/storage';
import { packageLastStorageDay } from '@shared/storage/package-last-day';

/** A customer's package as the list answers it: registered, in transit, not yet received; `overrides` set the rest. */
export function aPackage(id: number, overrides: Partial<Package> = {}): Package {
  const pkg: Package = {
    id,
    tracking_number: `1Z00000000000000${id}`,
    title: `Package ${id}`,
    carrier: 'ups',
    tracking_url: null,
    status: 'in_transit',
    delivery_status: 'pending',
    scheduled_delivery_date: null,
    delivery_instructions: null,
    pickup_id: null,
    estimated_delivery: null,
    received_at: null,
    weight_lb: null,
    picked_up_at: null,
    picked_up_by: null,
    package_storage_days: null,
    storage_period_start: null,
    storage_last_day: null,
    declared_value_usd: null,
    category: null,
    last_event: null,
    tracking_checked_at: null,
    created_at: '2026-01-01T12:00:00.000Z',
    updated_at: '2026-01-01T12:00:00.000Z',
    ...overrides,
  };
  // The last day the API would answer for the period given, unless the test gives its own.
  if ('storage_last_day' in overrides || !showsStorageBadge(pkg)) return pkg;
  return { ...pkg, storage_last_day: packageLastStorageDay(pkg.storage_period_start, pkg.package_storage_days, null) };
}

/** The same package as its detail answers it, with no scans, workflow or photos yet. */
export function aPackageDetail(id: number, overrides: Partial<PackageDetail> = {}): PackageDetail {
  return { ...aPackage(id), events: [], post_delivery_workflow: [], photos: [], invoice: null, missing_since: null, ...overrides };
}
