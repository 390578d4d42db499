import { describe, expect, it } from 'vitest';
import { formatPounds } from './pounds';

describe('formatPounds', () => {
  it('shows ounces as pounds, to two decimals at most, in either language', () => {
    expect(formatPounds(40, 'en')).toBe('2.5 lb');
    expect(formatPounds(40, 'es')).toBe('2.5 lb');
    expect(formatPounds(17, 'en')).toBe('1.06 lb');
    expect(formatPounds(16 * 1250, 'en')).toBe('1,250 lb');
  });
});
