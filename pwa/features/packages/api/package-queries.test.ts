import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { PackageDetail } from '@shared/packages/package-schema';
import { createQueryClient } from '@/lib/query-client';
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

const detail = (id: number, overrides: Partial<PackageDetail> = {}): PackageDetail => ({
  id,
  tracking_number: `1Z00000000000000${id}`,
  title: `Package ${id}`,
  carrier: 'ups',
  tracking_url: null,
  status: 'in_transit',
  delivery_status: 'pending',
  scheduled_delivery_date: null,
  delivery_instructions: null,
  pickup_id: null,
  estimated_delivery: null,
  received_at: null,
  weight_lb: null,
  picked_up_at: null,
  picked_up_by: null,
  package_storage_days: null,
  storage_period_start: null,
  last_event: null,
  tracking_checked_at: null,
  created_at: '2026-01-01T12:00:00.000Z',
  updated_at: '2026-01-01T12:00:00.000Z',
  events: [],
  post_delivery_workflow: [],
  photos: [],
  ...overrides,
});

describe('packages in the query cache', () => {
  let queryClient: QueryClient;

  beforeEach(async () => {
    queryClient = createQueryClient();
    for (const fn of [getPackages, getPackage, createPackage, deletePackage, refreshPackage]) fn.mockReset();
    getPackages.mockResolvedValue([toListPackage(detail(1)), toListPackage(detail(2))]);
    await queryClient.fetchQuery(packagesQuery());
  });
  afterEach(() => queryClient.clear());

  it('keys the list and each package under packages', () => {
    expect(packagesQuery().queryKey).toEqual(['packages']);
    expect(packageQuery(4).queryKey).toEqual(['packages', 4]);
  });

  it('takes the latest scan as the list entry of a detail', () => {
    const pkg = detail(3, { events: [event(1, '2026-01-02T10:00:00.000Z'), event(2, '2026-01-03T10:00:00.000Z')] });
    const listed = toListPackage(pkg);
    expect(listed.last_event?.id).toBe(2);
    expect(listed).not.toHaveProperty('events');
    expect(listed).not.toHaveProperty('post_delivery_workflow');
  });

  it('a create holds the new package and reads the list again', async () => {
    createPackage.mockResolvedValue({ queued: false, data: detail(3) });
    getPackages.mockResolvedValue([toListPackage(detail(3)), toListPackage(detail(1)), toListPackage(detail(2))]);
    await new MutationObserver(queryClient, createPackageMutation(queryClient)).mutate({ tracking_number: '1Z3', title: 'Package 3' });
    expect(createPackage).toHaveBeenCalledWith({ tracking_number: '1Z3', title: 'Package 3' });
    expect(queryClient.getQueryData(packageQuery(3).queryKey)?.id).toBe(3);
    expect(queryClient.getQueryState(packagesQuery().queryKey)?.isInvalidated).toBe(true);
  });

  it('a delete drops the package from the list and the cache', async () => {
    getPackage.mockResolvedValue(detail(2));
    await queryClient.fetchQuery(packageQuery(2));
    deletePackage.mockResolvedValue({ queued: false, data: { success: true } });
    await new MutationObserver(queryClient, deletePackageMutation(queryClient)).mutate(2);
    expect(queryClient.getQueryData(packagesQuery().queryKey)?.map((pkg) => pkg.id)).toEqual([1]);
    expect(queryClient.getQueryData(packageQuery(2).queryKey)).toBeUndefined();
  });

  it('a delete queued offline keeps the package listed (marked waiting by the outbox)', async () => {
    getPackage.mockResolvedValue(detail(2));
    await queryClient.fetchQuery(packageQuery(2));
    deletePackage.mockResolvedValue({ queued: true, operation: { id: 'k', target: 2 } });
    await new MutationObserver(queryClient, deletePackageMutation(queryClient)).mutate(2);
    expect(queryClient.getQueryData(packagesQuery().queryKey)?.map((pkg) => pkg.id)).toEqual([1, 2]);
    expect(queryClient.getQueryData(packageQuery(2).queryKey)?.id).toBe(2);
  });

  it('a refresh replaces the package and its list entry, without reading the list again', async () => {
    const refreshed = detail(2, { status: 'out_for_delivery', events: [event(9, '2026-01-04T10:00:00.000Z')] });
    refreshPackage.mockResolvedValue(refreshed);
    await new MutationObserver(queryClient, refreshPackageMutation(queryClient)).mutate(2);
    expect(queryClient.getQueryData(packageQuery(2).queryKey)).toEqual(refreshed);
    const list = queryClient.getQueryData(packagesQuery().queryKey);
    expect(list?.find((pkg) => pkg.id === 2)).toMatchObject({ status: 'out_for_delivery', last_event: { id: 9 } });
    expect(getPackages).toHaveBeenCalledTimes(1);
  });

  it('invalidatePackages marks the list and every package stale (after a pickup write)', async () => {
    getPackage.mockResolvedValue(detail(1));
    await queryClient.fetchQuery(packageQuery(1));
    await invalidatePackages(queryClient);
    expect(queryClient.getQueryState(packagesQuery().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(packageQuery(1).queryKey)?.isInvalidated).toBe(true);
  });
});
