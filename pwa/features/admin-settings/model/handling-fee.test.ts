import { describe, expect, it } from 'vitest';
import { formatPriceCents } from '@shared/plans/plan-catalog';
import { centsOfDollars } from './handling-fee';

describe('the handling fee field', () => {
  it('reads dollars with up to two decimals, a decimal comma or a dollar sign', () => {
    expect(centsOfDollars('5')).toBe(500);
    expect(centsOfDollars(' 4.5 ')).toBe(450);
    expect(centsOfDollars('4,99')).toBe(499);
    expect(centsOfDollars('$7.25')).toBe(725);
    expect(centsOfDollars('0')).toBe(0);
    expect(centsOfDollars('100.00')).toBe(10000);
    // 0.29 * 100 is 28.999… in floating point: the cents are counted, not multiplied.
    expect(centsOfDollars('0.29')).toBe(29);
  });

  it('refuses what is not an amount from 0 to 100.00', () => {
    for (const typed of ['', '   ', 'abc', '-1', '100.01', '150', '5.555', '1.2.3', '5.', '.5']) expect(centsOfDollars(typed)).toBeNull();
  });

  it('shows the saved cents as dollars with two decimals', () => {
    expect(formatPriceCents(500)).toBe('5.00');
    expect(formatPriceCents(0)).toBe('0.00');
    expect(formatPriceCents(1234)).toBe('12.34');
  });
});
