import { describe, expect, it } from 'vitest';
import { deliveryIdOf } from './delivery-links';

describe("a delivery's id in its address", () => {
  it('is a positive integer, or none (the delivery pages then go to the list)', () => {
    expect(deliveryIdOf('31')).toBe(31);
    for (const param of [undefined, '', '0', '-3', '3.5', 'abc', '1e3x', '99999999999999999999']) expect(deliveryIdOf(param), String(param)).toBeNull();
  });
});
