import { HTTPError, TimeoutError } from 'ky';
import { create } from 'zustand';

/** Whether the API answers: a stopped server looks like no network while navigator.onLine stays true. */
export type Reachability = 'reachable' | 'unreachable';

interface ConnectivityState {
  status: Reachability;
  /** When the status last changed (ms). */
  since: number;
}

const initialStatus = (): Reachability => (typeof navigator !== 'undefined' && navigator.onLine === false ? 'unreachable' : 'reachable');

export const useConnectivity = create<ConnectivityState>()(() => ({ status: initialStatus(), since: Date.now() }));

function setStatus(status: Reachability) {
  if (useConnectivity.getState().status !== status) useConnectivity.setState({ status, since: Date.now() });
}

/** A call could not reach the API (no network, the server down, a gateway with nothing behind it). */
export const reportUnreachable = () => setStatus('unreachable');

/** The API answered (any answer but a gateway's): it is reachable again. */
export const reportReachable = () => setStatus('reachable');

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** The API itself answers JSON, its own 502 refusals (a payment provider failing) included; a gateway does not. */
const answeredByApi = (response: Response) => Boolean(response.headers.get('content-type')?.toLowerCase().includes('application/json'));

/**
 * The same reading as getApiFailure's 'network' kind (a fetch that threw, a timeout), plus a gateway
 * answering for a server that is down; synchronous, so query callbacks can use it.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TimeoutError || error instanceof TypeError) return true;
  return error instanceof HTTPError && GATEWAY_STATUSES.has(error.response.status) && !answeredByApi(error.response);
}

/** Reports a finished API call: a network failure makes the API unreachable, anything else reachable. */
export function reportCallOutcome(error: unknown | null) {
  if (error === null) reportReachable();
  else if (isNetworkFailure(error)) reportUnreachable();
  else if (error instanceof HTTPError) reportReachable();
}

/** Asks the API's health route once: true when it answers. */
export async function probeApi(fetchImpl: typeof fetch = fetch, timeoutMs = 5000): Promise<boolean> {
  try {
    const response = await fetchImpl('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return !GATEWAY_STATUSES.has(response.status);
  } catch {
    return false;
  }
}
