import { describe, expect, it } from 'vitest';
import { canUndo, UNDO_WINDOW_MS, undoSecondsLeft } from './undo-window';

const at = new Date('2026-03-10T15:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('the undo window', () => {
  it('is 60 seconds, its last millisecond included', () => {
    expect(UNDO_WINDOW_MS).toBe(60_000);
    expect(canUndo(at, at)).toBe(true);
    expect(canUndo(at, later(60_000))).toBe(true);
    expect(canUndo(at, later(60_001))).toBe(false);
  });

  it('counts the seconds left down to 0', () => {
    expect(undoSecondsLeft(at, at)).toBe(60);
    expect(undoSecondsLeft(at, later(59_500))).toBe(1);
    expect(undoSecondsLeft(at, later(90_000))).toBe(0);
  });
});
