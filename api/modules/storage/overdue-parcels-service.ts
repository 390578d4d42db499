import type { OverdueParcelList } from '../../../shared/storage/overdue-parcel-schema';
import { disposalFrom, overstayFeeCents } from '../../../shared/storage/overstay';
import { OVERSTAY_MIN_WARNINGS } from '../../../shared/storage/storage-policy-schema';
import { newYorkDateString } from '../../../shared/time/new-york';
import type { AppDeps } from '../../app-deps';
import { getSetting } from '../settings/settings-service';
import { overduePackages } from './overdue-packages';

/**
 * GET /api/admin/overdue-parcels: what each overdue parcel owes so far, its warnings, and from which day it may be
 * disposed of: only once the required warnings with the photo are on record (there is no disposed status: staff act).
 */
export async function overdueParcels(deps: AppDeps): Promise<OverdueParcelList> {
  const now = deps.now();
  const policy = await getSetting(deps.db, 'storage_policy');
  const parcels = (await overduePackages(deps.db, now)).map(({ row, owner, lastDay, overdue, photoId, warnings }) => ({
    package_id: row.id,
    tracking_number: row.trackingNumber,
    title: row.title,
    customer: { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email },
    last_day: lastDay,
    days_overdue: overdue,
    fee_cents: overstayFeeCents(overdue, policy),
    has_photo: photoId !== null,
    warnings: warnings.map((warning) => ({ sent_at: warning.sentAt.toISOString(), days_overdue: warning.daysOverdue, photo_id: warning.photoId })),
    disposal_from: disposalFrom(
      lastDay,
      warnings.filter((warning) => warning.photoId !== null).map((warning) => newYorkDateString(warning.sentAt)),
      policy,
    ),
  }));
  return { parcels, policy, min_warnings: OVERSTAY_MIN_WARNINGS };
}
