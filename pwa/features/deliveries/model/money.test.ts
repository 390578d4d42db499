import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('dollars in the reader’s language', () => {
  it('reads "$1,234.50" in English and in Latin American Spanish alike', () => {
    expect(formatMoney(123450, 'en')).toBe('$1,234.50');
    expect(formatMoney(123450, 'es')).toBe('$1,234.50');
    expect(formatMoney(500, 'es')).toBe('$5.00');
  });
});
