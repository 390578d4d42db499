/** How long a receipt, an unidentified parcel or its assignment can be undone (the "a few seconds"). */
export const UNDO_WINDOW_MS = 60_000;

/** Whether an action done at `doneAt` can still be undone at `now` (a clock that went back counts as inside). */
export function canUndo(doneAt: Date, now: Date): boolean {
  return now.getTime() - doneAt.getTime() <= UNDO_WINDOW_MS;
}

/** Whole seconds left to undo (0 once the window has passed), for the screen's countdown. */
export function undoSecondsLeft(doneAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((UNDO_WINDOW_MS - (now.getTime() - doneAt.getTime())) / 1000));
}
