import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { aPackageDetail } from '@/test/package-factory';
import {
  createPackageMutation,
  deletePackageMutation,
  invalidatePackages,
  packageQuery,
  packagesQuery,
  refreshPackageMutation,
  toListPackage,
} from './package-queries';

const getPackages = vi.hoisted(() => vi.fn());
const getPackage = vi.hoisted(() => vi.fn());
const createPackage = vi.hoisted(() => vi.fn());
const deletePackage = vi.hoisted(() => vi.fn());
const refreshPackage = vi.hoisted(() => vi.fn());
vi.mock('./get-packages', () => ({ getPackages }));
vi.mock('./get-package', () => ({ getPackage }));
vi.mock('./create-package', () => ({ createPackage }));
vi.mock('./delete-package', () => ({ deletePackage }));
vi.mock('./refresh-package', () => ({ refreshPackage }));

const event = (id: number, event_time: string) => ({ id, status: 'in_transit' as const, description: `scan ${id}`, event_time, location: 'Miami, FL' });

describe('packages in the query cache', () => {
  let queryClient: QueryClient;

  beforeEach(async () => {
    queryClient = createQueryClient();
    for (const fn of [getPackages, getPackage, createPackage, deletePackage, refreshPackage]) fn.mockReset();
    getPackages.mockResolvedValue([toListPackage(aPackageDetail(1)), toListPackage(aPackageDetail(2))]);
    await queryClient.fetchQuery(packagesQuery());
  });
  afterEach(() => queryClient.clear());

  it('keys the list and each package under packages', () => {
    expect(packagesQuery().queryKey).toEqual(['packages']);
    expect(packageQuery(4).queryKey).toEqual(['packages', 4]);
  });

  it('takes the latest scan as the list entry of a detail', () => {
    const pkg = aPackageDetail(3, { events: [event(1, '2026-01-02T10:00:00.000Z'), event(2, '2026-01-03T10:00:00.000Z')] });
    const listed = toListPackage(pkg);
    expect(listed.last_event?.id).toBe(2);
    expect(listed).not.toHaveProperty('events');
    expect(listed).not.toHaveProperty('post_delivery_workflow');
  });

  it('a create holds the new package and reads the list again', async () => {
    createPackage.mockResolvedValue({ queued: false, data: aPackageDetail(3) });
    getPackages.mockResolvedValue([toListPackage(aPackageDetail(3)), toListPackage(aPackageDetail(1)), toListPackage(aPackageDetail(2))]);
    await new MutationObserver(queryClient, createPackageMutation(queryClient)).mutate({ tracking_number: '1Z3', title: 'Package 3' });
    expect(createPackage).toHaveBeenCalledWith({ tracking_number: '1Z3', title: 'Package 3' });
    expect(queryClient.getQueryData(packageQuery(3).queryKey)?.id).toBe(3);
    expect(queryClient.getQueryState(packagesQuery().queryKey)?.isInvalidated).toBe(true);
  });

  it('a delete drops the package from the list and the cache', async () => {
    getPackage.mockResolvedValue(aPackageDetail(2));
    await queryClient.fetchQuery(packageQuery(2));
    deletePackage.mockResolvedValue({ queued: false, data: { success: true } });
    await new MutationObserver(queryClient, deletePackageMutation(queryClient)).mutate(2);
    expect(queryClient.getQueryData(packagesQuery().queryKey)?.map((pkg) => pkg.id)).toEqual([1]);
    expect(queryClient.getQueryData(packageQuery(2).queryKey)).toBeUndefined();
  });

  it('a delete queued offline keeps the package listed (marked waiting by the outbox)', async () => {
    getPackage.mockResolvedValue(aPackageDetail(2));
    await queryClient.fetchQuery(packageQuery(2));
    deletePackage.mockResolvedValue({ queued: true, operation: { id: 'k', target: 2 } });
    await new MutationObserver(queryClient, deletePackageMutation(queryClient)).mutate(2);
    expect(queryClient.getQueryData(packagesQuery().queryKey)?.map((pkg) => pkg.id)).toEqual([1, 2]);
    expect(queryClient.getQueryData(packageQuery(2).queryKey)?.id).toBe(2);
  });

  it('a refresh replaces the package and its list entry, without reading the list again', async () => {
    const refreshed = aPackageDetail(2, { status: 'out_for_delivery', events: [event(9, '2026-01-04T10:00:00.000Z')] });
    refreshPackage.mockResolvedValue(refreshed);
    await new MutationObserver(queryClient, refreshPackageMutation(queryClient)).mutate(2);
    expect(queryClient.getQueryData(packageQuery(2).queryKey)).toEqual(refreshed);
    const list = queryClient.getQueryData(packagesQuery().queryKey);
    expect(list?.find((pkg) => pkg.id === 2)).toMatchObject({ status: 'out_for_delivery', last_event: { id: 9 } });
    expect(getPackages).toHaveBeenCalledTimes(1);
  });

  it('invalidatePackages marks the list and every package stale (after a pickup write)', async () => {
    getPackage.mockResolvedValue(aPackageDetail(1));
    await queryClient.fetchQuery(packageQuery(1));
    await invalidatePackages(queryClient);
    expect(queryClient.getQueryState(packagesQuery().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(packageQuery(1).queryKey)?.isInvalidated).toBe(true);
  });
});
