import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** The app's metrics, in a registry of its own (not prom-client's global one): each app made in a test has its own. */
export interface AppMetrics {
  registry: Registry;
  /** Every HTTP request, by method, route pattern (never the raw path: ids would make a series each) and status. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Runs of a scheduled job this instance made, and those that failed. */
  jobRuns: Counter<'job'>;
  jobFailures: Counter<'job'>;
}

/** `processMetrics`: prom-client's default metrics of the process (CPU, memory, event loop, GC), for the server. */
export function createAppMetrics({ processMetrics }: { processMetrics: boolean }): AppMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status, and how long they took',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobRuns: new Counter({ name: 'miamidrop_job_runs_total', help: 'Scheduled job runs this instance made', labelNames: ['job'], registers: [registry] }),
    jobFailures: new Counter({ name: 'miamidrop_job_failures_total', help: 'Scheduled job runs that failed', labelNames: ['job'], registers: [registry] }),
  };
}
