import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getOpenParcels } from './get-open-parcels';
import { lookupTrackingNumber } from './lookup-tracking-number';

const RECEIVING_KEY = ['admin', 'receiving'] as const;

/** A lookup is read fresh each time: a parcel in hand must meet the package as it is now. */
export const lookupQuery = (trackingNumber: string) =>
  queryOptions({
    queryKey: [...RECEIVING_KEY, 'lookup', trackingNumber],
    queryFn: () => lookupTrackingNumber(trackingNumber),
    staleTime: 0,
    gcTime: 60_000,
  });

export const openParcelsQuery = () =>
  queryOptions({ queryKey: [...RECEIVING_KEY, 'unidentified', 'open'], queryFn: getOpenParcels });

/** After any receipt, undo or assignment: lookups, the open list, and the admin panel's package list. */
export const invalidateReceiving = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: RECEIVING_KEY }), queryClient.invalidateQueries({ queryKey: ['admin', 'packages'] })]);
