export const TRIPS_KEY = ['trips'] as const;
export const TRIP_FORECAST_KEY = ['trips', 'current', 'forecast'] as const;

/** What a pickup booked from the trip card changes: the pickups, their slots, the packages and the trip's forecast. */
export const TRIP_BOOKING_REFRESHES = [['pickups'], ['pickup-slots'], ['packages'], TRIPS_KEY];
