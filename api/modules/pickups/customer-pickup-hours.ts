import { pickupHoursOf, type PickupWindow } from '../../../shared/pickup/pickup-hours';
import type { PickupHours } from '../../../shared/pickup/pickup-window-schema';
import type { Db } from '../../db/client';
import { getSetting } from '../settings/settings-service';
import { planGrants } from '../subscriptions/plan-grants';

/** The hours this customer may book now: everyone's, plus the flexible windows while their plan grants flexible pickup. */
export async function customerPickupHours(db: Db, userId: number, now: Date): Promise<PickupHours> {
  const flexible = await planGrants(db, userId, 'flexible_pickup', now);
  const flexibleWindows: PickupWindow[] = await getSetting(db, 'flexible_pickup_windows');
  return { flexible, hours: pickupHoursOf(flexible, flexibleWindows), flexible_windows: flexibleWindows };
}
