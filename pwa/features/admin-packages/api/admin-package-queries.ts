import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminPackageQuery } from '@shared/admin/admin-package-schema';
import type { MarkPickedUpRequest, MarkReceivedRequest, SetCarrierRequest } from '@shared/packages/package-schemas';
import { getAdminPackages } from './get-admin-packages';
import { markPickedUp } from './mark-picked-up';
import { markReceived } from './mark-received';
import { refreshAllTracking } from './refresh-all-tracking';
import { setCarrier } from './set-carrier';
import { ADMIN_PACKAGES_KEY } from './admin-package-keys';

/** One page of the admin list; the page on screen stays while the next one loads. */
export const adminPackagesQuery = (query: AdminPackageQuery) =>
  queryOptions({
    queryKey: [...ADMIN_PACKAGES_KEY, query],
    queryFn: () => getAdminPackages(query),
    placeholderData: keepPreviousData,
  });

/** Every page held: a write changes counts and may move a package between filters. */
export const invalidateAdminPackages = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ADMIN_PACKAGES_KEY });

/** `label` names the package in the outbox (number and owner) should it wait for the network. */
export const markReceivedMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, request, label }: { id: number; request: MarkReceivedRequest; label: string }) => markReceived(id, request, label),
    onSuccess: (result) => (result.queued ? undefined : invalidateAdminPackages(queryClient)),
  });

export const markPickedUpMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, request, label }: { id: number; request: MarkPickedUpRequest; label: string }) => markPickedUp(id, request, label),
    onSuccess: (result) => (result.queued ? undefined : invalidateAdminPackages(queryClient)),
  });

export const setCarrierMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, request }: { id: number; request: SetCarrierRequest }) => setCarrier(id, request),
    onSuccess: () => invalidateAdminPackages(queryClient),
  });

/** The bulk refresh; the list is read again before it reports, so the toast matches the screen. */
export const refreshAllTrackingMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: refreshAllTracking,
    onSuccess: () => invalidateAdminPackages(queryClient),
  });
