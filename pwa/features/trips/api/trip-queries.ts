import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { TRIP_FORECAST_KEY, TRIPS_KEY } from './trip-keys';
import { createTrip, currentTripForecast, deleteTrip, listTrips, updateTrip } from './trip-requests';

/** Held on the device like the rest of the account; the forecast counts from today, so it is read again on each visit. */
export const tripsQuery = () => queryOptions({ queryKey: TRIPS_KEY, queryFn: listTrips, staleTime: 0 });
export const tripForecastQuery = () => queryOptions({ queryKey: TRIP_FORECAST_KEY, queryFn: currentTripForecast, staleTime: 0 });

/** A trip changed moves the forecast too: both are under the trips key. */
const afterWrite = (queryClient: QueryClient) => ({ onSettled: () => queryClient.invalidateQueries({ queryKey: TRIPS_KEY }) });

export const createTripMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: createTrip, ...afterWrite(queryClient) });
export const updateTripMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: updateTrip, ...afterWrite(queryClient) });
export const deleteTripMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: deleteTrip, ...afterWrite(queryClient) });
