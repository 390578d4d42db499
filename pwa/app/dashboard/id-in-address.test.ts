import { describe, expect, it } from 'vitest';
import { idInAddress } from './id-in-address';

describe("a record's id in the page's address", () => {
  it('is a positive integer, or none (the pages then go to their list)', () => {
    expect(idInAddress('31')).toBe(31);
    for (const param of [undefined, '', '0', '-3', '3.5', 'abc', '1e3x', '99999999999999999999']) expect(idInAddress(param), String(param)).toBeNull();
  });
});
