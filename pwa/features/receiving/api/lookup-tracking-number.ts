import type { AdminPackage } from '@shared/admin/admin-package-schema';
import { normalizeTrackingNumber } from '@shared/packages/carriers';
import type { PlanType } from '@shared/plans/plan-catalog';
import { ReceiveLookupSchema, type ReceiveLookup } from '@shared/receiving/receive-lookup-schema';
import { api, getApiFailure } from '@/lib/api-client';
import { queuedOperations } from '@/lib/outbox/offline-snapshots';
import { readOpenPackagesSnapshot } from './open-packages-snapshot';

/** A match on the station; offline the plan is not known (null). */
export interface StationMatch {
  package: AdminPackage;
  plan_type: PlanType | null;
}

/** `offline`: matched against the copy kept on the tablet, because the server could not be reached. */
export type StationLookup = Omit<ReceiveLookup, 'matches'> & { matches: StationMatch[]; offline: boolean };

/** GET /api/admin/receive/lookup: the packages not yet picked up with this number, and an open unidentified parcel. */
export async function lookupTrackingNumber(trackingNumber: string): Promise<StationLookup> {
  try {
    return { ...ReceiveLookupSchema.parse(await api.get('admin/receive/lookup', { searchParams: { tracking_number: trackingNumber } }).json()), offline: false };
  } catch (error) {
    if ((await getApiFailure(error)).kind !== 'network') throw error;
    const offline = await lookupOffline(trackingNumber);
    if (!offline) throw error;
    return offline;
  }
}

/** The same question asked of the tablet's copy, with the receipts still waiting to be sent applied to it. */
async function lookupOffline(trackingNumber: string): Promise<StationLookup | null> {
  const snapshot = await readOpenPackagesSnapshot();
  if (!snapshot) return null;
  const number = normalizeTrackingNumber(trackingNumber);
  const received = new Set((await queuedOperations()).filter((operation) => operation.kind === 'package-received' && operation.state !== 'refused').map((operation) => operation.target));
  const matches = snapshot
    .filter((pkg) => pkg.tracking_number === number && pkg.delivery_status !== 'picked_up')
    .map((pkg) => ({ package: received.has(pkg.id) ? { ...pkg, delivery_status: 'received' as const } : pkg, plan_type: null }));
  return { matches, unidentified: null, offline: true };
}
