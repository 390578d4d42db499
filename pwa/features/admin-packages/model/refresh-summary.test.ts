import { describe, expect, it } from 'vitest';
import { refreshSummary } from './refresh-summary';

describe('the Refresh Tracking toast', () => {
  it('reports success when every package answered', () => {
    expect(refreshSummary({ refreshed: 3, failed: 0, rate_limited: false })).toEqual({ tone: 'success', key: 'admin.refresh.done', values: { count: 3, failed: 0 } });
  });

  it('warns with the counts when some failed', () => {
    expect(refreshSummary({ refreshed: 2, failed: 1, rate_limited: false })).toEqual({ tone: 'warning', key: 'admin.refresh.withFailures', values: { count: 2, failed: 1 } });
  });

  it('says the rest waits for the background refresh when the carrier asked us to slow down', () => {
    expect(refreshSummary({ refreshed: 1, failed: 0, rate_limited: true })).toMatchObject({ tone: 'warning', key: 'admin.refresh.rateLimited' });
  });
});
