import { TRIPS_AHEAD_MAX } from './trip-limits';

/** Server texts of the trip calls (docs/decisions/174); the PWA translates them (`serverMessages.trips.*`). */
export const TRIP_MESSAGES = {
  created: 'Trip saved',
  updated: 'Trip updated',
  deleted: 'Trip deleted',
  notFound: 'Trip not found',
  overlaps: 'These dates overlap another of your trips. Change them, or edit the other trip.',
  tooMany: `You can plan at most ${TRIPS_AHEAD_MAX} trips ahead. Delete one to add another.`,
  over: 'This trip is over and can no longer be changed',
  customersOnly: 'Trips are for customer accounts',
} as const;
