import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Package, PackageDetail } from '@shared/packages/package-schema';
import { sortEventsNewestFirst } from '@shared/packages/package-status-rules';
import type { TrackingCreateRequest } from '@shared/packages/package-schemas';
import { createPackage } from './create-package';
import { deletePackage } from './delete-package';
import { getPackage } from './get-package';
import { getPackages } from './get-packages';
import { PACKAGES_KEY } from './package-keys';
import { refreshPackage } from './refresh-package';

/** The customer's packages (GET /api/tracking). */
export const packagesQuery = () => queryOptions({ queryKey: PACKAGES_KEY, queryFn: getPackages });

/** One package with its scans and workflow (GET /api/tracking/{id}). */
export const packageQuery = (id: number) => queryOptions({ queryKey: [...PACKAGES_KEY, id], queryFn: () => getPackage(id) });

/** The list and every package held: after a write elsewhere (a pickup booked or moved). */
export const invalidatePackages = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY });

/** The list's view of a package: the detail without its scans, workflow, photos and invoice, with the latest scan. */
export function toListPackage({ events, post_delivery_workflow: _workflow, photos: _photos, invoice: _invoice, missing_since: _missing, ...pkg }: PackageDetail): Package {
  return { ...pkg, last_event: sortEventsNewestFirst(events)[0] ?? null };
}

const invalidateList = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY, exact: true });

/**
 * Register a number: the answer is the package; the list is read again (its order and counts are the server's).
 * Queued offline, the list shows it as waiting (from the outbox) until the server has it.
 */
export const createPackageMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (request: TrackingCreateRequest) => createPackage(request),
    onSuccess: async (result) => {
      if (result.queued) return;
      queryClient.setQueryData(packageQuery(result.data.id).queryKey, result.data);
      await invalidateList(queryClient);
    },
  });

/**
 * Delete a package not yet received: it leaves the list and the cache at once. The detail screen
 * stops reading it while the delete runs, so its removal does not start a read that would answer 404.
 * Queued offline, it stays listed, marked as waiting to delete.
 */
export const deletePackageMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: number) => deletePackage(id),
    onSuccess: (result, id) => {
      if (result.queued) return;
      queryClient.setQueryData(packagesQuery().queryKey, (list) => list?.filter((pkg) => pkg.id !== id));
      queryClient.removeQueries({ queryKey: packageQuery(id).queryKey, exact: true });
      void invalidateList(queryClient);
    },
  });

/** A package answered after a change of it: it replaces the package and its entry in the list. */
export function putPackage(queryClient: QueryClient, pkg: PackageDetail): void {
  queryClient.setQueryData(packageQuery(pkg.id).queryKey, pkg);
  queryClient.setQueryData(packagesQuery().queryKey, (list) => list?.map((item) => (item.id === pkg.id ? toListPackage(pkg) : item)));
}

/** Ask the carrier now: the answer replaces the package and its entry in the list. */
export const refreshPackageMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: number) => refreshPackage(id),
    onSuccess: (pkg) => putPackage(queryClient, pkg),
  });
