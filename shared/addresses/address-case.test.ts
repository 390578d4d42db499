import { describe, expect, it } from 'vitest';
import { isOneCase, normalizedLine, sameAddressLine, tidyAddressCase } from './address-case';

describe('tidying the case of an address line', () => {
  it.each([
    ['1601 COLLINS AVE', '1601 Collins Ave'],
    ['miami beach', 'Miami Beach'],
    ['8350 NW 52ND TER', '8350 NW 52nd Ter'],
    ['apt 4b', 'Apt 4B'],
    ['100 se 2nd st ph2', '100 SE 2nd St PH2'],
  ])('reads %j as %j', (typed, tidy) => {
    expect(tidyAddressCase(typed)).toBe(tidy);
  });

  it('keeps a line written in mixed case, and one without letters', () => {
    expect(tidyAddressCase('McAllen')).toBe('McAllen');
    expect(tidyAddressCase('1601 Collins AVE')).toBe('1601 Collins AVE');
    expect(tidyAddressCase('1601')).toBe('1601');
    expect(isOneCase('1601')).toBe(false);
    expect(isOneCase('ÑANDÚ')).toBe(true);
  });
});

describe('comparing address lines', () => {
  it('ignores case, spaces and the punctuation carriers drop', () => {
    expect(sameAddressLine('1601 Collins Ave.', '1601  COLLINS AVE')).toBe(true);
    expect(sameAddressLine('Apt #4', 'APT 4')).toBe(true);
    expect(sameAddressLine(null, '')).toBe(true);
    expect(sameAddressLine('1601 Collins Ave', '1601 Collins Avenue')).toBe(false);
    expect(normalizedLine(' st. louis ')).toBe('ST LOUIS');
  });
});
