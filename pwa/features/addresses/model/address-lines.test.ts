import { describe, expect, it } from 'vitest';
import { addressLines } from './address-lines';

describe('the lines of a delivery address', () => {
  it('prints the street lines and "City, ST ZIP", leaving out a missing unit', () => {
    expect(addressLines({ street1: '1601 Collins Ave', street2: 'Apt 4B', city: 'Miami Beach', state: 'FL', zip: '33139-3101' })).toEqual([
      '1601 Collins Ave',
      'Apt 4B',
      'Miami Beach, FL 33139-3101',
    ]);
    expect(addressLines({ street1: '8350 NW 52nd Ter', street2: null, city: 'Doral', state: 'FL', zip: '33166' })).toEqual(['8350 NW 52nd Ter', 'Doral, FL 33166']);
  });
});
