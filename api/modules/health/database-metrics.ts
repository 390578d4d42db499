import { count, eq, inArray, min } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { AppDeps } from '../../app-deps';
import { databaseSizeBytes } from '../../db/database-state';
import { alertLog, mailQueue, pushDeliveries } from '../../db/tables';

interface QueueState {
  depth: number;
  oldest: Date | null;
}

type QueueName = 'mail' | 'push' | 'alerts';

/** What waits in each queue: mail not yet sent (a try in flight included), push sends due, alerts not yet dispatched. */
const QUEUES: Record<QueueName, (deps: AppDeps) => Promise<QueueState[]>> = {
  mail: (deps) => deps.db.select({ depth: count(), oldest: min(mailQueue.createdAt) }).from(mailQueue).where(inArray(mailQueue.status, ['pending', 'sending'])),
  push: (deps) => deps.db.select({ depth: count(), oldest: min(pushDeliveries.createdAt) }).from(pushDeliveries).where(eq(pushDeliveries.status, 'pending')),
  alerts: (deps) => deps.db.select({ depth: count(), oldest: min(alertLog.createdAt) }).from(alertLog).where(eq(alertLog.status, 'pending')),
};

async function queueStates(deps: AppDeps): Promise<Array<[QueueName, QueueState]>> {
  const names = Object.keys(QUEUES) as QueueName[];
  return Promise.all(names.map(async (name) => [name, (await QUEUES[name](deps))[0] ?? { depth: 0, oldest: null }] as [QueueName, QueueState]));
}

const QUEUE_DEPTH = 'miamidrop_queue_depth';

/**
 * The database's gauges on the app's registry, read from the database at each scrape (so every instance reports the
 * shared queues): each queue's depth and its oldest item's age, and the database's size.
 */
export function registerDatabaseMetrics(deps: AppDeps): void {
  const registers = [deps.metrics.registry];
  // One set per registry, however many apps are made on the same deps.
  if (deps.metrics.registry.getSingleMetric(QUEUE_DEPTH)) return;
  new Gauge({
    name: QUEUE_DEPTH,
    help: 'Items waiting in a queue (mail, push, alerts)',
    labelNames: ['queue'],
    registers,
    async collect() {
      for (const [queue, state] of await queueStates(deps)) this.set({ queue }, Number(state.depth));
    },
  });
  new Gauge({
    name: 'miamidrop_queue_oldest_age_seconds',
    help: 'How long the oldest item of a queue has waited (0 when it is empty)',
    labelNames: ['queue'],
    registers,
    async collect() {
      const now = deps.now().getTime();
      for (const [queue, state] of await queueStates(deps)) this.set({ queue }, state.oldest ? Math.max(0, (now - state.oldest.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'miamidrop_database_size_bytes',
    help: "The database's size: SQLite's pages, or PostgreSQL's pg_database_size",
    registers,
    async collect() {
      this.set(await databaseSizeBytes(deps.db));
    },
  });
}
