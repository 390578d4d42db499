import { z } from 'zod';
import { msg } from '../validation/message-options';
import { isValidDateString } from './calendar-dates';

export { DATE_STRING_PATTERN, SUNDAY, SATURDAY, isValidDateString, addDaysToDateString, weekdayOfDateString, isWeekendDateString, daysBetweenDateStrings } from './calendar-dates';

export const DateStringSchema = z
  .string(msg('dateInvalid'))
  .trim()
  .refine(isValidDateString, msg('dateInvalid'));

/** An optional date field: forms send '' or null for "not given"; both become undefined. */
export const OptionalDateStringSchema = z
  .union([z.literal(''), z.null()])
  .optional() // not z.undefined() in the union: OpenAPI has no type for it
  .transform(() => undefined)
  .or(DateStringSchema);

/** An instant with an explicit offset, e.g. 2025-03-09T07:00:00.000Z. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** Either a calendar date or an instant; billing dates come in both shapes. */
export const IsoDateOrDateTimeSchema = z.union([z.iso.date(), IsoDateTimeSchema]);
