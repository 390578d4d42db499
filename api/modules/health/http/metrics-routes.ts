import type { Handler } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { AppEnv } from '../../../http/app-env';
import { registerDatabaseMetrics } from '../database-metrics';
import { fromThisMachine, presentsToken } from './metrics-access';

/**
 * GET /metrics in Prometheus's text format: for a scraper on this machine, or one elsewhere with METRICS_TOKEN. Anyone
 * else finds nothing here (404, as for any unknown path).
 */
export function metricsHandler(deps: AppDeps): Handler<AppEnv> {
  registerDatabaseMetrics(deps);
  const { registry } = deps.metrics;
  return async (c) => {
    if (!fromThisMachine(c) && !presentsToken(c, deps.config.metricsToken)) return c.json({ error: 'Not found' }, 404);
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  };
}
