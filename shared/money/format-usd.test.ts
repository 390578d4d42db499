import { describe, expect, it } from 'vitest';
import { formatUsd } from './format-usd';

describe('dollars in the reader’s language', () => {
  it('reads "$1,234.50" in English and in Latin American Spanish alike', () => {
    expect(formatUsd(123450, 'en')).toBe('$1,234.50');
    expect(formatUsd(123450, 'es')).toBe('$1,234.50');
    expect(formatUsd(500, 'es')).toBe('$5.00');
  });
});
