export interface TripDates {
  arrival_date: string;
  departure_date: string;
}

/**
 * The trip the app plans for (docs/decisions/174): the earliest one not over yet, by New York calendar day. A trip
 * under way is current until its departure day ends. null: no trip ahead.
 */
export function currentTrip<T extends TripDates>(trips: readonly T[], today: string): T | null {
  const ahead = trips.filter((trip) => trip.departure_date >= today);
  ahead.sort((a, b) => a.arrival_date.localeCompare(b.arrival_date) || a.departure_date.localeCompare(b.departure_date));
  return ahead[0] ?? null;
}
