import { z } from '@hono/zod-openapi';
import { TrackingRefreshResultSchema } from '../../../../shared/admin/admin-tracking-schema';
import type { AppDeps } from '../../../app-deps';
import { refreshAllTrackable } from '../../tracking/tracking-refresh-job';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';

const refresh = defineRoute('staff', {
  method: 'post', path: '/refresh', tags: ['Admin'], summary: 'Ask the carrier now about every package it still has',
  description:
    'Every package not yet received and not final at the carrier, whatever its next scheduled check, a few at a time. A rate limit from the ' +
    'provider stops the run (rate_limited: true; the background refresh resumes later). A press while a run is going shares that run.',
  responses: { 200: json(z.object(TrackingRefreshResultSchema.shape).openapi('TrackingRefreshResult'), 'How many were refreshed and how many failed') },
});

/** /api/admin/tracking: the admin panel's 'Refresh Tracking' button. */
export function adminTrackingRoutes(deps: AppDeps) {
  return createRouter().openapi(refresh, async (c) => {
    const run = await refreshAllTrackable(deps);
    return c.json({ refreshed: run.checked, failed: run.failed, rate_limited: run.rateLimited }, 200);
  });
}
