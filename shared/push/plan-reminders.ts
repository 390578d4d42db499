export type PlanReminderKind = 'plan-ending' | 'plan-last-day';

/** A non-renewing (PayPal) plan is reminded when 3 days are left, and again on its last day (docs/decisions/121). */
export const PLAN_REMINDER_DAYS = 3;

/**
 * Which reminder a non-renewing plan with this many days left calls for (days rounded up, as the return page and the
 * dashboard count them): 1 is its last day; 2 or 3 is "ending"; more, or an access already over, none.
 */
export function planReminderKind(daysLeft: number): PlanReminderKind | null {
  if (daysLeft === 1) return 'plan-last-day';
  if (daysLeft > 1 && daysLeft <= PLAN_REMINDER_DAYS) return 'plan-ending';
  return null;
}
