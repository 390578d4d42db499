import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPackage } from '@shared/admin/admin-package-schema';
import { lookupTrackingNumber } from './lookup-tracking-number';

const api = vi.hoisted(() => ({ get: vi.fn() }));
const getApiFailure = vi.hoisted(() => vi.fn());
const readSnapshot = vi.hoisted(() => vi.fn());
const queuedOperations = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api, getApiFailure }));
vi.mock('@/lib/outbox/offline-snapshots', () => ({ readSnapshot, queuedOperations, saveSnapshot: vi.fn() }));

const kept = (id: number, tracking_number: string, delivery_status = 'pending') =>
  ({ id, tracking_number, delivery_status, user_first_name: 'Lucía', user_suite_code: 'MD-1' }) as unknown as AdminPackage;

describe('looking a number up on the station', () => {
  beforeEach(() => {
    api.get.mockReset().mockImplementation(() => {
      throw new TypeError('Failed to fetch');
    });
    getApiFailure.mockReset().mockResolvedValue({ kind: 'network' });
    readSnapshot.mockReset().mockResolvedValue({ data: [kept(1, '1Z999AA10123456784'), kept(2, 'TBA123456789'), kept(3, 'TBA123456789', 'picked_up')], savedAt: 0 });
    queuedOperations.mockReset().mockResolvedValue([]);
  });

  it('offline, matches the copy kept on the tablet, the number normalised, picked-up ones left out', async () => {
    const found = await lookupTrackingNumber(' 1z999aa1 0123 456784 ');
    expect(found).toEqual({ matches: [{ package: kept(1, '1Z999AA10123456784'), plan_type: null }], unidentified: null, offline: true });
    expect((await lookupTrackingNumber('tba123456789')).matches.map((match) => match.package.id)).toEqual([2]);
    expect((await lookupTrackingNumber('NOPE12345678')).matches).toEqual([]);
  });

  it('shows a receipt still waiting in the outbox as received, so it is not received twice', async () => {
    queuedOperations.mockResolvedValue([{ kind: 'package-received', state: 'pending', target: 2 }]);
    const [match] = (await lookupTrackingNumber('TBA123456789')).matches;
    expect(match?.package.delivery_status).toBe('received');
  });

  it('without a copy, or for a refusal, the error stands', async () => {
    readSnapshot.mockResolvedValue(null);
    await expect(lookupTrackingNumber('TBA123456789')).rejects.toThrow('Failed to fetch');
    getApiFailure.mockResolvedValue({ kind: 'http', status: 403, error: 'Forbidden', body: {} });
    await expect(lookupTrackingNumber('TBA123456789')).rejects.toThrow('Failed to fetch');
  });
});
