import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Package } from '@shared/packages/package-schema';
import { useConnectivity } from '@/lib/connectivity';
import { useOfflineWarmup, WARM_DETAILS_DELAY_MS } from './offline-warmup';

const getPackage = vi.hoisted(() => vi.fn((id: number) => Promise.resolve({ id, updated_at: '2026-11-20T10:00:00.000Z' })));
vi.mock('@/features/packages/api/get-package', () => ({ getPackage }));
vi.mock('@/features/packages/api/get-packages', () => ({ getPackages: () => Promise.resolve([]) }));

const pkg = { id: 3, updated_at: '2026-11-20T10:00:00.000Z', delivery_status: 'pending' } as Package;

describe('fetching the packages’ details ahead', () => {
  afterEach(() => vi.useRealTimers());

  it('waits until the screen just opened has been left alone for a while', async () => {
    vi.useFakeTimers();
    useConnectivity.setState({ status: 'reachable' });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['packages'], [pkg]);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useOfflineWarmup(), { wrapper });

    await vi.advanceTimersByTimeAsync(WARM_DETAILS_DELAY_MS - 1);
    expect(getPackage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(WARM_DETAILS_DELAY_MS);
    expect(getPackage).toHaveBeenCalledWith(3);
    expect(queryClient.getQueryData(['packages', 3])).toMatchObject({ id: 3 });
  });
});
