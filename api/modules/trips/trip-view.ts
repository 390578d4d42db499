import { currentTrip } from '../../../shared/trips/current-trip';
import { tripLength, type Trip, type TripList } from '../../../shared/trips/trip-schema';
import type { TripRow } from '../../db/tables';

export const toTrip = (row: TripRow): Trip => ({
  id: row.id,
  arrival_date: row.arrivalDate,
  departure_date: row.departureDate,
  days: tripLength({ arrival_date: row.arrivalDate, departure_date: row.departureDate }),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The trips ahead and which one the app plans for (shared/trips/current-trip.ts). */
export function toTripList(rows: TripRow[], today: string): TripList {
  const list = rows.map(toTrip);
  return { trips: list, current_trip_id: currentTrip(list, today)?.id ?? null };
}
