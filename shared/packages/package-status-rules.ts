// No zod here: the dashboard's first paint needs these, not the schemas (decision 101).

import { TRACKING_STATUSES } from './tracking-status-list';

/** Statuses the carrier reports before the warehouse takes over. */
export const CARRIER_STATUSES = TRACKING_STATUSES;
/**
 * Warehouse workflow: received, then scheduled (Ready for Pickup) and picked_up, or shipped to the customer (decision
 * 166), or disposed of under the overstay policy by staff (decision 180).
 */
export const WORKFLOW_STATUSES = ['received', 'scheduled', 'picked_up', 'shipped', 'disposed'] as const;
export const PACKAGE_STATUSES = [...CARRIER_STATUSES, ...WORKFLOW_STATUSES] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const STATUS_FILTERS = ['all', 'exclude_picked_up', 'pending', 'in_transit', 'delivered', 'scheduled', 'received', 'picked_up', 'shipped', 'disposed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const DEFAULT_STATUS_FILTER: StatusFilter = 'exclude_picked_up';

interface StatusFields {
  status?: string | null;
  delivery_status?: string | null;
}

/** Carrier texts vary in case and separators: 'In Transit' and 'in-transit' both read in_transit. */
export const normalizeStatus = (value: string | null | undefined) => (value ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_');

const isWorkflowStatus = (value: string): value is WorkflowStatus => (WORKFLOW_STATUSES as readonly string[]).includes(value);

/**
 * Part 2 section 4: the delivery_status, except that 'pending' (or nothing) defers to the
 * carrier status; the workflow values received, scheduled, picked_up, shipped and disposed always win.
 */
export function effectiveStatus(pkg: StatusFields): string {
  const delivery = normalizeStatus(pkg.delivery_status);
  if (isWorkflowStatus(delivery)) return delivery;
  if (delivery === '' || delivery === 'pending') return normalizeStatus(pkg.status) || 'pending';
  return delivery;
}

export function matchesStatusFilter(pkg: StatusFields, filter: StatusFilter): boolean {
  if (filter === 'all') return true;
  const status = effectiveStatus(pkg);
  return filter === 'exclude_picked_up' ? status !== 'picked_up' : status === filter;
}

/** Case-insensitive substring match on the tracking number; an empty query matches everything. */
export function trackingSearchMatches(trackingNumber: string | null | undefined, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || (trackingNumber ?? '').toLowerCase().includes(needle);
}

type DeliveryFields = { delivery_status?: string | null };
const deliveryIs = (pkg: DeliveryFields, status: WorkflowStatus) => normalizeStatus(pkg.delivery_status) === status;

/**
 * Mark as Received: only before the warehouse workflow starts, and only where the screen
 * enables it (the admin panel does, the customer dashboard does not).
 */
export const canMarkReceived = (pkg: DeliveryFields, options: { markReceivedEnabled: boolean }) =>
  options.markReceivedEnabled && !isWorkflowStatus(normalizeStatus(pkg.delivery_status));

export const canMarkPickedUp = (pkg: DeliveryFields) => deliveryIs(pkg, 'scheduled');
export const canEditPickup = (pkg: DeliveryFields) => deliveryIs(pkg, 'scheduled');
export const canChooseForPickup = (pkg: DeliveryFields) => deliveryIs(pkg, 'received');

/** The bulk tracking refresh skips packages whose carrier status is 'delivered', in any case. */
export const isSkippedByBulkRefresh = (pkg: { status?: string | null }) => (pkg.status ?? '').trim().toLowerCase() === 'delivered';

export const packagesToRefresh = <T extends { status?: string | null }>(packages: readonly T[]) =>
  packages.filter((pkg) => !isSkippedByBulkRefresh(pkg));

/** Tracking events newest first; events without a readable time go last, in their original order. */
export function sortEventsNewestFirst<T extends { event_time?: string | null }>(events: readonly T[]): T[] {
  const time = (event: T) => {
    const ms = event.event_time ? Date.parse(event.event_time) : Number.NaN;
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  return [...events].sort((a, b) => {
    const [timeA, timeB] = [time(a), time(b)];
    return timeA === timeB ? 0 : timeB > timeA ? 1 : -1;
  });
}

/** Workflow entries shown latest stage first. */
export const WORKFLOW_RANK: Record<WorkflowStatus, number> = { picked_up: 0, shipped: 0, disposed: 0, scheduled: 1, received: 2 };

export function sortWorkflowEntries<T extends { type: string }>(entries: readonly T[]): T[] {
  const rank = (entry: T) => (isWorkflowStatus(entry.type) ? WORKFLOW_RANK[entry.type] : WORKFLOW_STATUSES.length);
  return [...entries].sort((a, b) => rank(a) - rank(b));
}
