import { describe, expect, it } from 'vitest';
import { isSuiteCode, suiteCodeFrom } from './suite-code';

describe('suite codes', () => {
  it('are MD- and five digits, over the whole range', () => {
    expect(suiteCodeFrom(0)).toBe('MD-10000');
    expect(suiteCodeFrom(0.5)).toBe('MD-55000');
    expect(suiteCodeFrom(0.999999)).toBe('MD-99999');
    expect(isSuiteCode(suiteCodeFrom(0.123))).toBe(true);
  });

  it('widen to six digits when five are crowded, never overlapping the five-digit ones', () => {
    expect(suiteCodeFrom(0, 1)).toBe('MD-100000');
    expect(suiteCodeFrom(0.999999, 1)).toBe('MD-999999');
    expect(isSuiteCode('MD-100000')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['MD-1234', 'md-10482', 'MD10482', 'MD-10482 ', 'XX-10482']) expect(isSuiteCode(value)).toBe(false);
  });
});
