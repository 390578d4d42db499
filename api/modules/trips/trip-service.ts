import { eq } from 'drizzle-orm';
import { TRIP_MESSAGES } from '../../../shared/trips/trip-messages';
import { TRIPS_AHEAD_MAX, tripTimingIssue, type Trip, type TripInput, type TripList } from '../../../shared/trips/trip-schema';
import { newYorkToday } from '../../../shared/time/new-york';
import { validationMessage } from '../../../shared/validation/messages';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { trips, type TripRow, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { ownTripRow, tripsAheadOf } from './trip-queries';
import { toTrip, toTripList } from './trip-view';

/** Trips are a customer's plan to collect parcels: staff accounts have none (403). */
export function requireCustomer(user: UserRow): number {
  if (user.role !== 'regular') throw new DomainError('not-allowed', TRIP_MESSAGES.customersOnly);
  return user.id;
}

/** Today's rule, answered like the schema's own refusals: 400 with the field. */
function requireTiming(input: TripInput, today: string, keptArrival?: string): void {
  const issue = tripTimingIssue(input, today, keptArrival);
  if (issue) throw new DomainError('invalid-input', validationMessage(issue), { field: 'arrival_date' });
}

/** Two trips share a day (both ends count): one customer is in Miami once at a time. */
const overlaps = (row: TripRow, input: TripInput) => row.arrivalDate <= input.departure_date && input.arrival_date <= row.departureDate;

/** Read in the transaction that writes, so two requests sent together meet the rules one after the other. */
async function requireFreeDates(tx: Db, userId: number, input: TripInput, today: string, exceptId?: number): Promise<TripRow[]> {
  const ahead = (await tripsAheadOf(tx, userId, today)).filter((row) => row.id !== exceptId);
  if (ahead.some((row) => overlaps(row, input))) throw new DomainError('conflict', TRIP_MESSAGES.overlaps);
  return ahead;
}

/** GET /api/trips */
export async function listTrips(deps: AppDeps, userId: number): Promise<TripList> {
  const today = newYorkToday(deps.now());
  return toTripList(await tripsAheadOf(deps.db, userId, today), today);
}

/** POST /api/trips: at most TRIPS_AHEAD_MAX trips not over, none overlapping another. */
export async function createTrip(deps: AppDeps, userId: number, input: TripInput): Promise<Trip> {
  const now = deps.now();
  const today = newYorkToday(now);
  requireTiming(input, today);
  return writeTransaction(deps.db, async (tx) => {
    const ahead = await requireFreeDates(tx, userId, input, today);
    if (ahead.length >= TRIPS_AHEAD_MAX) throw new DomainError('conflict', TRIP_MESSAGES.tooMany, { max_trips: TRIPS_AHEAD_MAX });
    const [row] = await tx
      .insert(trips)
      .values({ userId, arrivalDate: input.arrival_date, departureDate: input.departure_date, createdAt: now, updatedAt: now })
      .returning();
    return toTrip(row!);
  });
}

/** PUT /api/trips/{id}: a trip over is kept as it was (409); one under way may keep its arrival and move its departure. */
export async function updateTrip(deps: AppDeps, userId: number, id: number, input: TripInput): Promise<Trip> {
  const now = deps.now();
  const today = newYorkToday(now);
  return writeTransaction(deps.db, async (tx) => {
    const row = await ownTripRow(tx, userId, id);
    if (row.departureDate < today) throw new DomainError('conflict', TRIP_MESSAGES.over);
    requireTiming(input, today, row.arrivalDate);
    await requireFreeDates(tx, userId, input, today, id);
    const [updated] = await tx
      .update(trips)
      .set({ arrivalDate: input.arrival_date, departureDate: input.departure_date, updatedAt: now })
      .where(eq(trips.id, id))
      .returning();
    return toTrip(updated!);
  });
}

/** DELETE /api/trips/{id} */
export async function deleteTrip(deps: AppDeps, userId: number, id: number): Promise<void> {
  await writeTransaction(deps.db, async (tx) => {
    await ownTripRow(tx, userId, id);
    await tx.delete(trips).where(eq(trips.id, id));
  });
}
