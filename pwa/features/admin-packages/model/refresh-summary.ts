import type { TrackingRefreshResult } from '@shared/admin/admin-tracking-schema';

type SummaryKey = 'admin.refresh.done' | 'admin.refresh.withFailures' | 'admin.refresh.rateLimited';

/** The toast after Refresh Tracking: how many were refreshed; a warning when some failed or the carrier asked us to slow down. */
export function refreshSummary(result: TrackingRefreshResult): { tone: 'success' | 'warning'; key: SummaryKey; values: { count: number; failed: number } } {
  const values = { count: result.refreshed, failed: result.failed };
  if (result.rate_limited) return { tone: 'warning', key: 'admin.refresh.rateLimited', values };
  if (result.failed > 0) return { tone: 'warning', key: 'admin.refresh.withFailures', values };
  return { tone: 'success', key: 'admin.refresh.done', values };
}
