import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { closeMissingParcel } from './close-missing-parcel';
import { getIntakeTimes } from './get-intake-times';
import { getMissingParcels } from './get-missing-parcels';
import { intakeTimesKey, MISSING_PARCELS_KEY } from './missing-parcel-keys';

/** Read again each minute while shown: the watchdog opens tasks by the quarter hour, the station closes them by receipt. */
const REFRESH_MS = 60_000;

export const missingParcelsQuery = () => queryOptions({ queryKey: MISSING_PARCELS_KEY, queryFn: getMissingParcels, refetchInterval: REFRESH_MS });
export const intakeTimesQuery = (days: 14 | 30) => queryOptions({ queryKey: intakeTimesKey(days), queryFn: () => getIntakeTimes(days) });

/** A closed task leaves the list at once; the list is read again after. */
export const closeMissingParcelMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, note }: { id: number; note: string }) => closeMissingParcel(id, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MISSING_PARCELS_KEY }),
    onSuccess: (_, { id }) => queryClient.setQueryData(missingParcelsQuery().queryKey, (tasks) => tasks?.filter((task) => task.id !== id)),
  });
