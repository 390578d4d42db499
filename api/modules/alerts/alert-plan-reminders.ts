import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { planReminderKind, PLAN_REMINDER_DAYS } from '../../../shared/push/plan-reminders';
import { isReminderHour } from '../../../shared/push/storage-reminders';
import { DAY_MS } from '../../../shared/time/durations';
import { daysRemaining } from '../../../shared/time/new-york';
import type { AppDeps } from '../../app-deps';
import { subscriptions, type AlertRow } from '../../db/tables';
import { recordAlert, type EventOf } from './alert-events';
import { planReminderMail } from './alert-mails';
import { dispatchAlwaysMailed } from './alert-always-mailed';
import { appLink } from '../outbox/send-mail';

type PlanEvent = EventOf<'plan-ending'> | EventOf<'plan-last-day'>;

/** The one-time (PayPal) payment renews nothing: the only provider whose access simply ends. */
const NON_RENEWING_PROVIDER = 'paypal';

/**
 * The scheduled check: each active PayPal plan with 3 days or fewer left gets "ending", and on its last day "last
 * day", recorded once per paid access (buying again moves its end, so the next end is reminded again). Only in New
 * York's daytime, like the storage reminders. Returns how many were recorded.
 */
export async function recordPlanReminders(deps: AppDeps): Promise<number> {
  const now = deps.now();
  if (!isReminderHour(now)) return 0;
  const ending = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, NON_RENEWING_PROVIDER),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.accessUntil, now),
        lte(subscriptions.accessUntil, new Date(now.getTime() + PLAN_REMINDER_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(subscriptions.id));
  let recorded = 0;
  for (const row of ending) {
    const daysLeft = daysRemaining(row.accessUntil, now);
    const kind = planReminderKind(daysLeft);
    const event = kind && { kind, subscriptionId: row.id, planType: row.planType, accessUntil: row.accessUntil.toISOString(), daysLeft };
    if (event && (await recordAlert(deps.db, row.userId, event, now))) recorded++;
  }
  return recorded;
}

/**
 * A plan reminder goes out by e-mail always (the channel sure to reach, and the customer's record of it) and, when
 * the customer has devices, by push to each of them too; no preference switches it off (decision 121).
 */
export async function dispatchPlanReminder(deps: AppDeps, row: AlertRow, event: PlanEvent): Promise<void> {
  await dispatchAlwaysMailed(deps, row, event, (user) => planReminderMail(user, event, appLink(deps, '/dashboard'), deps.config.appUrl));
}
