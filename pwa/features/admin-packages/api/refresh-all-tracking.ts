import { TrackingRefreshResultSchema, type TrackingRefreshResult } from '@shared/admin/admin-tracking-schema';
import { api } from '@/lib/api-client';

/** One carrier call per package still on its way: a long list takes a while. */
const REFRESH_ALL_TIMEOUT_MS = 120_000;

/** POST /api/admin/tracking/refresh: asks the carriers about every package not yet delivered. */
export async function refreshAllTracking(): Promise<TrackingRefreshResult> {
  return TrackingRefreshResultSchema.parse(await api.post('admin/tracking/refresh', { timeout: REFRESH_ALL_TIMEOUT_MS }).json());
}
