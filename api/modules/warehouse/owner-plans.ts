import { inArray, max } from 'drizzle-orm';
import type { PlanType } from '../../../shared/plans/plan-catalog';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/tables';
import { effectiveStatus } from '../subscriptions/subscription-view';

/** Each owner's current plan; 'none' without one or once it has expired. */
export async function plansOf(db: Db, userIds: number[], now: Date): Promise<Map<number, PlanType>> {
  if (userIds.length === 0) return new Map();
  const newest = db.select({ id: max(subscriptions.id) }).from(subscriptions).where(inArray(subscriptions.userId, userIds)).groupBy(subscriptions.userId);
  const rows = await db.select().from(subscriptions).where(inArray(subscriptions.id, newest));
  return new Map(rows.map((row) => [row.userId, effectiveStatus(row, now) === 'expired' ? 'none' : row.planType]));
}
