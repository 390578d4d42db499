import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../time/durations';
import { responseAge } from './response-age';

const sent = { created_at: '2026-03-10T10:00:00.000Z', respond_by: '2026-03-10T12:00:00.000Z' };

describe('responseAge', () => {
  it('counts a waiting message until now, overdue once past its promise', () => {
    expect(responseAge({ ...sent, read_at: null }, new Date('2026-03-10T11:30:00Z'))).toEqual({ waitedMs: 90 * MINUTE_MS, targetMs: 2 * HOUR_MS, overdue: false });
    expect(responseAge({ ...sent, read_at: null }, new Date('2026-03-10T12:00:00Z')).overdue).toBe(false);
    expect(responseAge({ ...sent, read_at: null }, new Date('2026-03-10T12:00:01Z')).overdue).toBe(true);
  });

  it('stops counting when the message was handled', () => {
    const late = responseAge({ ...sent, read_at: '2026-03-10T13:00:00.000Z' }, new Date('2026-03-12T00:00:00Z'));
    expect(late).toEqual({ waitedMs: 3 * HOUR_MS, targetMs: 2 * HOUR_MS, overdue: true });
    expect(responseAge({ ...sent, read_at: '2026-03-10T10:30:00.000Z' }, new Date('2026-03-12T00:00:00Z')).overdue).toBe(false);
  });
});
