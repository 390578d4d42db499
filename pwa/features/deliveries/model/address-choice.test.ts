import { describe, expect, it } from 'vitest';
import { anAddress } from '../test/delivery-factory';
import { addressLines, defaultAddressId, isChoosableAddress } from './address-choice';

const corrected = (id: number, is_primary = false) =>
  anAddress({ id, is_primary, verification_status: 'correction_suggested', suggested_correction: { street1: 'X', street2: null, city: 'Y', state: 'FL', zip: '33139' } });

describe('the address a delivery starts with', () => {
  it('is the primary one when the carrier verified it', () => {
    expect(defaultAddressId([anAddress({ id: 2, is_primary: false }), anAddress({ id: 1, is_primary: true })])).toBe(1);
  });

  it('is the first verified one when the primary waits for its correction, and none when none is verified', () => {
    expect(defaultAddressId([corrected(1, true), anAddress({ id: 2, is_primary: false }), anAddress({ id: 3, is_primary: false })])).toBe(2);
    expect(defaultAddressId([corrected(1, true)])).toBeNull();
    expect(defaultAddressId([])).toBeNull();
    expect(isChoosableAddress(corrected(1))).toBe(false);
  });

  it('prints as a label does, without an empty second street line', () => {
    expect(addressLines(anAddress())).toEqual(['8350 NW 52nd Ter', 'Apt 4', 'Doral, FL 33166']);
    expect(addressLines(anAddress({ street2: null }))).toEqual(['8350 NW 52nd Ter', 'Doral, FL 33166']);
  });
});
