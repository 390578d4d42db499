import type { Receipt } from '../store/receipt-log';

/** What the full-width banner says after the last action: done (with undo), queued offline, undone, or failed with the server's text. */
export type Banner =
  | { tone: 'done'; receipt: Receipt; photoError: string | null }
  /** Done offline: waiting in the outbox, without undo. */
  | { tone: 'queued'; receipt: Receipt; photoError: string | null }
  | { tone: 'undone'; receipt: Receipt }
  | { tone: 'failed'; text: string };
