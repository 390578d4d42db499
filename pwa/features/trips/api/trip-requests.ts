import type { CurrentTripForecast } from '@shared/trips/trip-forecast-schema';
import type { Trip, TripInput, TripList } from '@shared/trips/trip-schema';
import { api, checkedAnswer } from '@/lib/api-client';

const tripSchemas = () => import('@shared/trips/trip-schema');

/** GET /api/trips: the trips not over yet and the current one. */
export const listTrips = (): Promise<TripList> =>
  checkedAnswer(
    tripSchemas().then((module) => module.TripListSchema),
    api.get('trips').json(),
  );

/** GET /api/trips/current/forecast: null without a trip ahead. */
export const currentTripForecast = async (): Promise<CurrentTripForecast['forecast']> =>
  (
    await checkedAnswer(
      import('@shared/trips/trip-forecast-schema').then((module) => module.CurrentTripForecastSchema),
      api.get('trips/current/forecast').json(),
    )
  ).forecast;

const answerSchema = () => tripSchemas().then((module) => module.TripAnswerSchema);

export const createTrip = async (input: TripInput): Promise<Trip> => (await checkedAnswer(answerSchema(), api.post('trips', { json: input }).json())).trip;

export const updateTrip = async ({ id, input }: { id: number; input: TripInput }): Promise<Trip> =>
  (await checkedAnswer(answerSchema(), api.put(`trips/${id}`, { json: input }).json())).trip;

export const deleteTrip = async (id: number): Promise<void> => {
  await api.delete(`trips/${id}`);
};
