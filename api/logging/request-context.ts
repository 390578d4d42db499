import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestFields {
  reqId: string;
}

const requests = new AsyncLocalStorage<RequestFields>();

/** Runs `work` as the handling of request `reqId`: every log line written meanwhile, by any layer, carries the id. */
export function runAsRequest<T>(reqId: string, work: () => T): T {
  return requests.run({ reqId }, work);
}

/** The fields of the request being handled, or none outside one (a job, the start). A new object each time: pino merges into it. */
export function requestLogFields(): Partial<RequestFields> {
  const current = requests.getStore();
  return current ? { reqId: current.reqId } : {};
}
