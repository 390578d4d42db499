import type { OverdueParcel, OverdueParcelList } from '../../../shared/storage/overdue-parcel-schema';
import { disposalBlock } from '../../../shared/storage/disposal';
import { disposalFrom, overstayFeeCents } from '../../../shared/storage/overstay';
import { OVERSTAY_MIN_WARNINGS, type StoragePolicy } from '../../../shared/storage/storage-policy-schema';
import { newYorkDateString } from '../../../shared/time/new-york';
import type { AppDeps } from '../../app-deps';
import { getSetting } from '../settings/settings-service';
import { overduePackages, type OverduePackage } from './overdue-packages';

/** One overdue parcel as staff see it on New York's `today`; the disposal reads the same row (decision 180). */
export function toOverdueParcel({ row, owner, lastDay, overdue, photoId, warnings }: OverduePackage, policy: StoragePolicy, today: string): OverdueParcel {
  const deliveryStatus = row.deliveryStatus === 'scheduled' ? 'scheduled' : 'received';
  const from = disposalFrom(
    lastDay,
    warnings.filter((warning) => warning.photoId !== null).map((warning) => newYorkDateString(warning.sentAt)),
    policy,
  );
  return {
    package_id: row.id,
    tracking_number: row.trackingNumber,
    title: row.title,
    delivery_status: deliveryStatus,
    customer: { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email },
    last_day: lastDay,
    days_overdue: overdue,
    fee_cents: overstayFeeCents(overdue, policy),
    has_photo: photoId !== null,
    warnings: warnings.map((warning) => ({ sent_at: warning.sentAt.toISOString(), days_overdue: warning.daysOverdue, photo_id: warning.photoId })),
    disposal_from: from,
    disposal_block: disposalBlock({ delivery_status: deliveryStatus, disposal_from: from }, today),
  };
}

/**
 * GET /api/admin/overdue-parcels: what each overdue parcel owes so far, its warnings, and from which day it may be
 * disposed of: only once the required warnings with the photo are on record. A disposed parcel is no longer listed.
 */
export async function overdueParcels(deps: AppDeps): Promise<OverdueParcelList> {
  const policy = await getSetting(deps.db, 'storage_policy');
  const now = deps.now();
  const parcels = (await overduePackages(deps.db, now)).map((parcel) => toOverdueParcel(parcel, policy, newYorkDateString(now)));
  return { parcels, policy, min_warnings: OVERSTAY_MIN_WARNINGS };
}
