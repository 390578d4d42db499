import { describe, expect, it } from 'vitest';
import type { AddressToVerify } from './address-verifier';
import { createLocalAddressVerifier, LOCAL_KNOWN_ADDRESSES } from './local-address-verifier';

const verifier = createLocalAddressVerifier();
const address = (overrides: Partial<AddressToVerify> = {}): AddressToVerify => ({
  name: 'Ana Gómez',
  street1: '8350 NW 52nd Ter',
  street2: null,
  city: 'Doral',
  state: 'FL',
  zip: '33166',
  phone: '+13055550100',
  ...overrides,
});

describe('the local address verifier', () => {
  it('finds a plausible address as typed, with a stable carrier id', async () => {
    const verdict = await verifier.verify(address());
    expect(verdict).toEqual({ deliverable: true, carrierAddressId: expect.stringMatching(/^adr_local_[0-9a-f]{8}$/), suggestion: null });
    expect(await verifier.verify(address({ name: 'Someone else' }))).toEqual(verdict);
    expect(verifier.name).toBe('local');
  });

  it.each<[string, Partial<AddressToVerify>, string]>([
    ['a state that is not one', { state: 'PR' }, 'state'],
    ['a ZIP of the wrong form', { zip: '3316' }, 'zip'],
    ['a ZIP of another state', { zip: '90210' }, 'zip'],
    ['no house number', { street1: 'Collins Ave' }, 'street1'],
  ])('refuses %s, naming the field', async (_case, overrides, field) => {
    const verdict = await verifier.verify(address(overrides));
    expect(verdict).toMatchObject({ deliverable: false, reasons: [{ field }] });
  });

  it.each(['123 Nowhere Ln', '0 Ocean Dr', '55 Fake Street'])('cannot find %s, as a carrier would not', async (street1) => {
    expect(await verifier.verify(address({ street1 }))).toEqual({ deliverable: false, reasons: [{ field: 'address', message: 'Address not found' }] });
  });

  it('takes Texas ZIPs in both of its areas (El Paso is 885)', async () => {
    expect((await verifier.verify(address({ city: 'Houston', state: 'TX', zip: '77002' }))).deliverable).toBe(true);
    expect((await verifier.verify(address({ city: 'El Paso', state: 'TX', zip: '88510' }))).deliverable).toBe(true);
  });

  it("suggests the carrier's form of a known address: its suffix and ZIP+4, the unit kept", async () => {
    const verdict = await verifier.verify(address({ street1: '1601 collins avenue', street2: 'apt 4b', city: 'MIAMI BEACH', zip: '33139' }));
    expect(verdict).toMatchObject({ deliverable: true, suggestion: { street1: '1601 Collins Ave', street2: 'Apt 4B', city: 'Miami Beach', state: 'FL', zip: '33139-3101' } });
  });

  it('tidies an address typed all in capitals or all in small letters, and keeps mixed case as written', async () => {
    const shouted = await verifier.verify(address({ street1: '8350 NW 52ND TER', city: 'DORAL' }));
    expect(shouted).toMatchObject({ suggestion: { street1: '8350 NW 52nd Ter', city: 'Doral', zip: '33166' } });
    expect(await verifier.verify(address({ street1: '8350 nw 52nd ter' }))).toMatchObject({ suggestion: { street1: '8350 NW 52nd Ter', city: 'Doral' } });
    expect(await verifier.verify(address({ street1: '8350 NW 52nd Ter', city: 'McAllen', state: 'TX', zip: '78501' }))).toMatchObject({ suggestion: null });
  });

  it('finds each suggestion, verified again, as it is, under the same carrier id', async () => {
    const typed = [address({ street1: '1601 COLLINS AVE', city: 'miami beach', zip: '33139' }), address({ street1: '350 5th Avenue', city: 'New York', state: 'NY', zip: '10118' })];
    for (const input of typed) {
      const first = await verifier.verify(input);
      if (!first.deliverable || !first.suggestion) throw new Error('expected a suggestion');
      const again = await verifier.verify({ ...input, ...first.suggestion });
      expect(again).toEqual({ deliverable: true, carrierAddressId: first.carrierAddressId, suggestion: null });
    }
    for (const known of LOCAL_KNOWN_ADDRESSES) expect(await verifier.verify(address(known))).toMatchObject({ deliverable: true, suggestion: null });
  });
});
