import { describe, expect, it } from 'vitest';
import { formatNewYorkDateTime } from './format-date-time';

describe('formatNewYorkDateTime', () => {
  it('shows the New York wall clock, in winter and in summer', () => {
    expect(formatNewYorkDateTime('2025-03-09T20:04:00.000Z', 'en')).toBe('Mar 9, 2025, 4:04 PM');
    expect(formatNewYorkDateTime('2025-01-10T03:30:00.000Z', 'en')).toBe('Jan 9, 2025, 10:30 PM');
    expect(formatNewYorkDateTime('2025-01-10T03:30:00.000Z', 'es')).toMatch(/^9 ene 2025, 22:30$/);
  });

  it('passes an unreadable value through', () => {
    expect(formatNewYorkDateTime('soon', 'en')).toBe('soon');
  });
});
