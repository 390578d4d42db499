import { and, asc, eq, gte } from 'drizzle-orm';
import { currentTrip } from '../../../shared/trips/current-trip';
import { TRIP_MESSAGES } from '../../../shared/trips/trip-messages';
import type { Db } from '../../db/client';
import { trips, type TripRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';

/** A customer's trips not over by `today` (New York), earliest first. */
export const tripsAheadOf = (db: Db, userId: number, today: string): Promise<TripRow[]> =>
  db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, userId), gte(trips.departureDate, today)))
    .orderBy(asc(trips.arrivalDate), asc(trips.departureDate), asc(trips.id));

/** The customer's current trip by `today` (shared/trips/current-trip.ts); null: none ahead. */
export async function currentTripRow(db: Db, userId: number, today: string): Promise<TripRow | null> {
  const rows = await tripsAheadOf(db, userId, today);
  return currentTrip(rows.map((row) => ({ row, arrival_date: row.arrivalDate, departure_date: row.departureDate })), today)?.row ?? null;
}

/** The customer's own trip; another customer's, or none, is 404 alike. */
export async function ownTripRow(db: Db, userId: number, id: number): Promise<TripRow> {
  const [row] = await db.select().from(trips).where(and(eq(trips.id, id), eq(trips.userId, userId))).limit(1);
  if (!row) throw new DomainError('not-found', TRIP_MESSAGES.notFound);
  return row;
}
