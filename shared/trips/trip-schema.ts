import { z } from 'zod';
import { addDaysToDateString, DateStringSchema, daysBetweenDateStrings, IsoDateTimeSchema, isValidDateString } from '../time/date-string';
import { msg } from '../validation/message-options';
import type { ValidationMessageKey } from '../validation/messages';
import { TRIP_ARRIVAL_HORIZON_DAYS, TRIP_DAYS_MAX } from './trip-limits';
export { TRIP_MESSAGES } from './trip-messages';
export { TRIP_ARRIVAL_HORIZON_DAYS, TRIP_DAYS_MAX, TRIPS_AHEAD_MAX } from './trip-limits';

const TripDateSchema = z.string(msg('fieldRequired')).trim().min(1, msg('fieldRequired')).pipe(DateStringSchema);

/** Days of a trip, its arrival and departure days included. */
export const tripLength = (trip: { arrival_date: string; departure_date: string }) => daysBetweenDateStrings(trip.arrival_date, trip.departure_date) + 1;

/**
 * POST /api/trips and PUT /api/trips/{id}: New York calendar days, the departure on or after the arrival, at most
 * TRIP_DAYS_MAX days. Whether the arrival is ahead needs today: see tripTimingIssue.
 */
// Zod runs an object's checks even when a field failed: a date that is not one is left to the field's message.
const bothDates = { when: ({ value }: { value: unknown }) => isTripDates(value) };
const isTripDates = (value: unknown): value is { arrival_date: string; departure_date: string } => {
  const trip = value as { arrival_date?: unknown; departure_date?: unknown } | null;
  return typeof trip?.arrival_date === 'string' && typeof trip.departure_date === 'string' && isValidDateString(trip.arrival_date.trim()) && isValidDateString(trip.departure_date.trim());
};

export const TripInputSchema = z
  .object({ arrival_date: TripDateSchema, departure_date: TripDateSchema })
  .refine((trip) => trip.departure_date >= trip.arrival_date, { ...msg('tripDepartureBeforeArrival'), path: ['departure_date'], ...bothDates })
  .refine((trip) => trip.departure_date < trip.arrival_date || tripLength(trip) <= TRIP_DAYS_MAX, { ...msg('tripTooLong'), path: ['departure_date'], ...bothDates });
export type TripInput = z.infer<typeof TripInputSchema>;

/**
 * The rule that needs today (New York): the arrival from today on, and within a year. `keptArrival` is the stored
 * arrival of a trip being edited: a trip under way keeps its arrival in the past while its departure moves.
 */
export function tripTimingIssue(trip: TripInput, today: string, keptArrival?: string): ValidationMessageKey | null {
  if (trip.arrival_date < today && trip.arrival_date !== keptArrival) return 'tripArrivalPast';
  if (trip.arrival_date > addDaysToDateString(today, TRIP_ARRIVAL_HORIZON_DAYS)) return 'tripArrivalTooFar';
  return null;
}

/** The form's schema: the API's rules and today's, so the customer reads the refusal before sending. */
export const tripFormSchema = (today: string, keptArrival?: string) =>
  TripInputSchema.superRefine((trip, context) => {
    const issue = tripTimingIssue(trip, today, keptArrival);
    if (issue) context.addIssue({ code: 'custom', message: issue, path: ['arrival_date'] });
  });

/** A trip as the API answers it. */
export const TripSchema = z.object({
  id: z.number().int().positive(),
  arrival_date: z.iso.date(),
  departure_date: z.iso.date(),
  /** Its length in days, arrival and departure included. */
  days: z.number().int().positive(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
});
export type Trip = z.infer<typeof TripSchema>;

/** GET /api/trips: the trips not over yet, earliest first, and which one the app plans for. */
export const TripListSchema = z.object({ trips: z.array(TripSchema), current_trip_id: z.number().int().nullable() });
export type TripList = z.infer<typeof TripListSchema>;

/** POST (201) and PUT (200). */
export const TripAnswerSchema = z.object({ trip: TripSchema, message: z.string() });
export type TripAnswer = z.infer<typeof TripAnswerSchema>;
