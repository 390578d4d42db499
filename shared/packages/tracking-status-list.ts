// No zod here: the dashboard's first paint needs these, not the schemas (decision 101).

/** The carrier's view of a parcel, normalized across carriers and tracking providers (issue 7). */
export const TRACKING_STATUSES = [
  'pending',
  'info_received',
  'in_transit',
  'out_for_delivery',
  'failed_attempt',
  'available_for_pickup',
  'delivered',
  'exception',
  'returned',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Once the carrier reports one of these, polling stops: nothing more will happen on the carrier's side. */
export const FINAL_TRACKING_STATUSES: readonly TrackingStatus[] = ['delivered', 'returned'];
export const isFinalTrackingStatus = (status: TrackingStatus) => FINAL_TRACKING_STATUSES.includes(status);
