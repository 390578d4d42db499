import { describe, expect, it } from 'vitest';
import { DELIVERY_PACKAGES_MAX } from '@shared/deliveries/delivery-schema';
import { selectionProblems } from './selection-problems';

describe('what keeps the rates from being asked for', () => {
  it('needs one package at least, a box of at most the limit, and an address', () => {
    expect(selectionProblems([], 1)).toEqual({ packages: 'deliveryPackagesRequired' });
    const tooMany = Array.from({ length: DELIVERY_PACKAGES_MAX + 1 }, (_, index) => index + 1);
    expect(selectionProblems(tooMany, 1)).toEqual({ packages: 'deliveryTooManyPackages' });
    expect(selectionProblems([1], null)).toEqual({ address: true });
    expect(selectionProblems([], null)).toEqual({ packages: 'deliveryPackagesRequired', address: true });
  });

  it('has nothing to say about a box within the limit going to an address', () => {
    expect(selectionProblems([1, 2], 1)).toBeNull();
    expect(selectionProblems(Array.from({ length: DELIVERY_PACKAGES_MAX }, (_, index) => index + 1), 1)).toBeNull();
  });
});
