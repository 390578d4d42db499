import { addDaysToDateString } from '../../../shared/time/date-string';
import { isReminderHour } from '../../../shared/push/storage-reminders';
import { dueOverstayWarning, earliestDisposalDay, OVERSTAY_NOTICE_DAYS, overstayFeeCents } from '../../../shared/storage/overstay';
import { newYorkDateString } from '../../../shared/time/new-york';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { overstayWarnings } from '../../db/tables';
import { recordAlert } from '../alerts/alert-events';
import { getSetting } from '../settings/settings-service';
import { overduePackages } from './overdue-packages';

/**
 * The scheduled pass (with the storage reminders, New York daytime): each overdue parcel gets the policy's warnings in
 * turn, when the grace ends and a notice period before disposal may start, each recorded once with the photo it
 * shows, and its alert (push and always e-mail) in the same transaction. A parcel without a photo gets none: the
 * policy warns with the photo, so staff see it listed without one. Returns how many were recorded.
 */
export async function recordOverstayWarnings(deps: AppDeps): Promise<number> {
  const now = deps.now();
  if (!isReminderHour(now)) return 0;
  const policy = await getSetting(deps.db, 'storage_policy');
  let recorded = 0;
  for (const parcel of await overduePackages(deps.db, now)) {
    const warning = dueOverstayWarning(parcel.overdue, parcel.warnings.length, policy);
    if (!warning || parcel.photoId === null) continue;
    const byNotice = addDaysToDateString(newYorkDateString(now), OVERSTAY_NOTICE_DAYS);
    const byPolicy = earliestDisposalDay(parcel.lastDay, policy);
    const event = {
      kind: 'storage-overstay' as const,
      packageId: parcel.row.id,
      trackingNumber: parcel.row.trackingNumber,
      title: parcel.row.title,
      lastDay: parcel.lastDay,
      warning,
      daysOverdue: parcel.overdue,
      feeCents: overstayFeeCents(parcel.overdue, policy),
      feePerDayCents: policy.overstay_fee_cents_per_day,
      graceDays: policy.overstay_grace_days,
      disposalFrom: byPolicy > byNotice ? byPolicy : byNotice,
      photoId: parcel.photoId,
    };
    const done = await writeTransaction(deps.db, async (tx) => {
      if (!(await recordAlert(tx, parcel.row.userId, event, now))) return false;
      await tx.insert(overstayWarnings).values({ packageId: parcel.row.id, daysOverdue: parcel.overdue, photoId: parcel.photoId, sentAt: now });
      return true;
    });
    if (done) recorded++;
  }
  return recorded;
}
