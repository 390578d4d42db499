import type { QueryKey } from '@tanstack/react-query';

/** The writes that work offline. */
export type OutboxKind =
  | 'package-create'
  | 'package-delete'
  | 'pickup-schedule'
  | 'pickup-reschedule'
  | 'pickup-cancel'
  | 'pickup-packages'
  | 'support-message'
  | 'package-received'
  | 'package-picked-up';

/** pending: waiting for the network; sending: on its way; refused: the server said no (kept until dismissed). */
export type OutboxState = 'pending' | 'sending' | 'refused';

export interface OutboxOperation {
  /** Queue order (auto-increment). */
  seq?: number;
  /** Unique operation id, sent as the Idempotency-Key on every attempt. */
  id: string;
  kind: OutboxKind;
  method: 'POST' | 'PUT' | 'DELETE';
  /** Under /api, without a leading slash (the API client's prefix). */
  path: string;
  body: unknown;
  createdAt: number;
  state: OutboxState;
  /** The server's `{ error }` as it sent it (English), translated when shown; null while not refused. */
  reason: string | null;
  status: number | null;
  /** The id of the package or pickup the write is about, for marking it in lists. */
  target: number | null;
  /** What the write is about, in words (a tracking number, an owner and suite), where no list shows it. */
  label?: string;
  /** Queries to read again from the server once it has answered (sent or refused). */
  invalidate: QueryKey[];
}

export type NewOutboxOperation = Omit<OutboxOperation, 'seq' | 'id' | 'createdAt' | 'state' | 'reason' | 'status'>;
