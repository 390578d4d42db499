import { z } from 'zod';
import type { SupportTier } from '../contact/support-tier';
import { msg } from '../validation/message-options';

/** The hours within which support promises to answer, by tier (beyond the spec; staff change them in the settings). */
export const DEFAULT_VIP_RESPONSE_HOURS = 2;
export const DEFAULT_PRIORITY_RESPONSE_HOURS = 8;
export const DEFAULT_STANDARD_RESPONSE_HOURS = 24;
export const RESPONSE_HOURS_MIN = 1;
/** A week: a longer promise is no promise. */
export const RESPONSE_HOURS_MAX = 168;

const HoursSchema = z
  .number(msg('responseHoursInvalid'))
  .int(msg('responseHoursInvalid'))
  .min(RESPONSE_HOURS_MIN, msg('responseHoursInvalid'))
  .max(RESPONSE_HOURS_MAX, msg('responseHoursInvalid'));

/**
 * GET and POST /api/settings/support-response, and the stored `support_response_hours` setting: every tier required,
 * and a better plan never waits longer than a lesser one.
 */
export const SupportResponseHoursSchema = z
  .object({ vip: HoursSchema, priority: HoursSchema, standard: HoursSchema })
  .superRefine((hours, context) => {
    // Hours out of range already have their message; the order is judged between valid ones only.
    if (!Object.values(hours).every((value) => HoursSchema.safeParse(value).success)) return;
    if (hours.vip > hours.priority) context.addIssue({ code: 'custom', ...msg('responseHoursOrder'), path: ['vip'] });
    else if (hours.priority > hours.standard) context.addIssue({ code: 'custom', ...msg('responseHoursOrder'), path: ['priority'] });
  });
export type SupportResponseHours = Record<SupportTier, number>;

export const DEFAULT_SUPPORT_RESPONSE_HOURS: SupportResponseHours = {
  vip: DEFAULT_VIP_RESPONSE_HOURS,
  priority: DEFAULT_PRIORITY_RESPONSE_HOURS,
  standard: DEFAULT_STANDARD_RESPONSE_HOURS,
};
