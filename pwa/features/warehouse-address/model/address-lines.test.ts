import { describe, expect, it } from 'vitest';
import { addressLines, addressText, suiteLine } from './address-lines';

const address = { street_address: '8400 NW 25th St ', city: 'Miami', state: 'FL', postal_code: '33122', country: 'United States' };
const owner = { fullName: 'Valentina Rossi', suiteCode: 'MD-10482' };

describe('address lines', () => {
  it('puts the customer name first and the suite second, then the warehouse fields', () => {
    expect(addressLines(address, owner).map((line) => line.value)).toEqual([
      'Valentina Rossi',
      'Suite MD-10482',
      '8400 NW 25th St',
      'Miami',
      'FL',
      '33122',
      'United States',
    ]);
  });

  it('labels the suite the same way in every language', () => {
    expect(suiteLine('MD-1')).toBe('Suite MD-1');
  });

  it('copies the whole address as a mailing label', () => {
    expect(addressText(address, owner)).toBe('Valentina Rossi\nSuite MD-10482\n8400 NW 25th St\nMiami, FL 33122\nUnited States');
  });
});
