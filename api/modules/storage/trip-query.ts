import { eq } from 'drizzle-orm';
import { currentTrip } from '../../../shared/trips/current-trip';
import { newYorkDateString } from '../../../shared/time/new-york';
import type { Db } from '../../db/client';
import { trips, type TripRow } from '../../db/tables';

/** The customer's current trip (shared/trips/current-trip.ts), read from the trips table; null: none ahead. */
export async function currentTripOf(db: Db, userId: number, now: Date): Promise<TripRow | null> {
  const rows = await db.select().from(trips).where(eq(trips.userId, userId));
  const trip = currentTrip(rows.map((row) => ({ row, arrival_date: row.arrivalDate, departure_date: row.departureDate })), newYorkDateString(now));
  return trip?.row ?? null;
}
