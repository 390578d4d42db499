import { z } from 'zod';
import { msg } from '../validation/message-options';
import { isOpeningTime, OPENING_RANGES_PER_DAY_MAX, OPENING_WEEKDAYS, openingTimeMinutes, rangesOverlap, type OpeningHours, type OpeningWeekday } from './opening-hours';

const OpeningTimeSchema = z.string(msg('openingTimeInvalid')).trim().refine(isOpeningTime, msg('openingTimeInvalid'));

export const OpeningRangeSchema = z
  .object({ open: OpeningTimeSchema, close: OpeningTimeSchema }, msg('invalidRequest'))
  .refine((range) => openingTimeMinutes(range.close) > openingTimeMinutes(range.open), { ...msg('openingCloseAfterOpen'), path: ['close'] });

/** One day: closed (empty) or up to OPENING_RANGES_PER_DAY_MAX ranges that do not overlap, answered in order. */
export const OpeningDaySchema = z
  .array(OpeningRangeSchema, msg('invalidRequest'))
  .max(OPENING_RANGES_PER_DAY_MAX, msg('openingTooManyRanges'))
  .superRefine((ranges, context) => {
    ranges.forEach((range, index) => {
      // The later of two overlapping ranges is the one named, so the editor marks the range just added.
      if (ranges.slice(0, index).some((earlier) => rangesOverlap(earlier, range))) {
        context.addIssue({ code: 'custom', ...msg('openingRangesOverlap'), path: [index, 'open'] });
      }
    });
  })
  .transform((ranges) => [...ranges].sort((a, b) => openingTimeMinutes(a.open) - openingTimeMinutes(b.open)));

/** `warehouse_addresses.opening_hours`: Monday to Sunday, each day's ranges in New York time. */
export const OpeningHoursSchema = z.object(
  Object.fromEntries(OPENING_WEEKDAYS.map((day) => [day, OpeningDaySchema])) as Record<OpeningWeekday, typeof OpeningDaySchema>,
  msg('invalidRequest'),
) satisfies z.ZodType<OpeningHours>;
