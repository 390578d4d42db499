import { IDEMPOTENCY_KEY_HEADER } from '@shared/subscription/subscribe-messages';
import { api, getApiFailure } from '../api-client';
import type { OutboxOperation } from './outbox-types';

/** `error` is the API client's own error, for a form that shows a write's failure at once. */
export type SendOutcome =
  | { kind: 'sent'; data: unknown }
  | { kind: 'refused'; status: number; reason: string | null; error?: unknown }
  /** No answer at all: offline, or the server is down (navigator.onLine may still say true). */
  | { kind: 'unreachable'; error?: unknown }
  /** An answer that says "not now": a server failure, a rate limit, the session to renew. */
  | { kind: 'later'; error?: unknown };

export type OperationRequest = Pick<OutboxOperation, 'id' | 'method' | 'path' | 'body'>;
export type Sender = (operation: OperationRequest, timeout?: number) => Promise<SendOutcome>;

// The API's IDEMPOTENCY_IN_PROGRESS: the first send with this key is still running on the server.
const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still being processed';
const TRY_AGAIN_STATUSES = [401, 408, 425, 429];

export async function outcomeOfError(error: unknown): Promise<SendOutcome> {
  const failure = await getApiFailure(error);
  if (failure.kind === 'network') return { kind: 'unreachable', error };
  if (failure.kind === 'unknown') return { kind: 'later', error };
  const { status } = failure;
  if (status >= 500 || TRY_AGAIN_STATUSES.includes(status)) return { kind: 'later', error };
  const reason = failure.kind === 'http' ? failure.error : null;
  if (reason === KEY_IN_PROGRESS) return { kind: 'later', error };
  return { kind: 'refused', status, reason, error };
}

/** One attempt, always with the operation's id as the Idempotency-Key (a resend replays, never acts twice). */
export const sendOperation: Sender = async (operation, timeout) => {
  try {
    const response = await api(operation.path, {
      method: operation.method,
      headers: { [IDEMPOTENCY_KEY_HEADER]: operation.id },
      ...(operation.body === undefined || operation.body === null ? {} : { json: operation.body }),
      ...(timeout ? { timeout } : {}),
    });
    return { kind: 'sent', data: await response.json() };
  } catch (error) {
    return outcomeOfError(error);
  }
};
