import { describe, expect, it } from 'vitest';
import { wholeNumberIn } from './whole-number';

describe('wholeNumberIn', () => {
  it('takes whole numbers within the range, spaces around ignored', () => {
    expect(wholeNumberIn('0', 0, 10)).toBe(0);
    expect(wholeNumberIn(' 10 ', 0, 10)).toBe(10);
    expect(wholeNumberIn('007', 0, 10)).toBe(7);
  });

  it('refuses what is out of range, empty, signed, decimal or not a number', () => {
    for (const typed of ['11', '', ' ', '-1', '+2', '1.5', '1,5', '2 días', 'abc', '1e1']) expect(wholeNumberIn(typed, 0, 10)).toBeNull();
    expect(wholeNumberIn('0', 1, 200)).toBeNull();
  });
});
