// No zod here: the form and the card read these without the schemas (decision 101).

/** The longest trip, arrival and departure days included (docs/decisions/174). */
export const TRIP_DAYS_MAX = 60;
/** Trips not over yet that one customer may have recorded. */
export const TRIPS_AHEAD_MAX = 5;
/** How far ahead an arrival may be: a year of days from today. */
export const TRIP_ARRIVAL_HORIZON_DAYS = 365;
