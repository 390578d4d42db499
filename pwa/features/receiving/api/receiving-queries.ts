import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getOpenParcels } from './get-open-parcels';
import { getSuiteOwner } from './get-suite-owner';
import { lookupTrackingNumber } from './lookup-tracking-number';
import { refreshOpenPackagesSnapshot } from './open-packages-snapshot';
import { RECEIVING_KEY } from './receiving-keys';

/** A lookup is read fresh each time: a parcel in hand must meet the package as it is now. */
export const lookupQuery = (trackingNumber: string) =>
  queryOptions({
    queryKey: [...RECEIVING_KEY, 'lookup', trackingNumber],
    queryFn: () => lookupTrackingNumber(trackingNumber),
    staleTime: 0,
    gcTime: 60_000,
  });

/** Whose suite a label shows, while staff log the parcel; an unknown suite (404) is an answer, not retried. */
export const suiteOwnerQuery = (suiteCode: string) =>
  queryOptions({ queryKey: [...RECEIVING_KEY, 'suite', suiteCode], queryFn: () => getSuiteOwner(suiteCode), staleTime: 60_000, retry: false, meta: { persist: false } });

export const openParcelsQuery = () =>
  queryOptions({ queryKey: [...RECEIVING_KEY, 'unidentified', 'open'], queryFn: getOpenParcels });

/**
 * The copy of open packages the station matches against offline: refreshed on each visit and after each receipt,
 * kept in IndexedDB by the outbox (not the query cache: `persist: false`).
 */
export const openPackagesSnapshotQuery = () =>
  queryOptions({ queryKey: [...RECEIVING_KEY, 'offline-copy'], queryFn: refreshOpenPackagesSnapshot, staleTime: 60_000, meta: { persist: false } });

/** After any receipt, undo or assignment: lookups, the open list, and the admin panel's package list. */
export const invalidateReceiving = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: RECEIVING_KEY }), queryClient.invalidateQueries({ queryKey: ['admin', 'packages'] })]);
