import { z } from 'zod';

/** POST /api/admin/tracking/refresh: what one press of 'Refresh Tracking' did. */
export const TrackingRefreshResultSchema = z.object({
  refreshed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** The provider asked us to slow down: the rest waits for the background refresh. */
  rate_limited: z.boolean(),
});
export type TrackingRefreshResult = z.infer<typeof TrackingRefreshResultSchema>;
