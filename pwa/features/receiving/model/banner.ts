import type { Receipt } from '../store/receipt-log';

/** What the full-width banner says after the last action: done (with undo), undone, or failed with the server's text. */
export type Banner =
  | { tone: 'done'; receipt: Receipt; photoError: string | null }
  | { tone: 'undone'; receipt: Receipt }
  | { tone: 'failed'; text: string };
