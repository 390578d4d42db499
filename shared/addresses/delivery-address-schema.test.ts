import { describe, expect, it } from 'vitest';
import { correctedFields } from './corrected-fields';
import { DeliveryAddressInputSchema, ZIP_PATTERN } from './delivery-address-schema';
import { US_STATE_CODES } from './us-states';

const valid = { name: 'Ana Gómez', street1: '1601 Collins Ave', street2: '', city: 'Miami Beach', state: 'fl', zip: '33139', phone: '(305) 555-0100' };
const firstMessage = (input: unknown) => {
  const parsed = DeliveryAddressInputSchema.safeParse(input);
  return parsed.success ? null : { field: parsed.error.issues[0]?.path.join('.'), message: parsed.error.issues[0]?.message };
};

describe('a delivery address as typed', () => {
  it('is read with the state in capitals, no empty street2 and the phone as stored', () => {
    expect(DeliveryAddressInputSchema.parse(valid)).toEqual({ ...valid, street2: null, state: 'FL', phone: '+13055550100' });
  });

  it("takes another country's phone given with its code (a traveller's own)", () => {
    expect(DeliveryAddressInputSchema.parse({ ...valid, phone: '+54 9 11 2233-4455' }).phone).toBe('+5491122334455');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { name: ' ' }, 'name', 'fieldRequired'],
    ['a name too long', { name: 'x'.repeat(81) }, 'name', 'nameTooLong'],
    ['no street', { street1: '' }, 'street1', 'fieldRequired'],
    ['a street too long', { street1: 'x'.repeat(101) }, 'street1', 'fieldTooLong'],
    ['no city', { city: '' }, 'city', 'fieldRequired'],
    ['a territory', { state: 'PR' }, 'state', 'stateInvalid'],
    ['a state spelled out', { state: 'Florida' }, 'state', 'stateInvalid'],
    ['no ZIP', { zip: '' }, 'zip', 'fieldRequired'],
    ['a four-digit ZIP', { zip: '3313' }, 'zip', 'zipInvalid'],
    ['a Canadian postal code', { zip: 'M5V 2T6' }, 'zip', 'zipInvalid'],
    ['no phone', { phone: '' }, 'phone', 'phoneRequired'],
    ['a US phone too short', { phone: '305 555' }, 'phone', 'deliveryPhoneInvalid'],
    ['an international phone that is not one', { phone: '+99 123' }, 'phone', 'deliveryPhoneInvalid'],
  ])('refuses %s with its message', (_case, overrides, field, message) => {
    expect(firstMessage({ ...valid, ...overrides })).toEqual({ field, message });
  });

  it('takes ZIP+4 and every state and DC, and 51 of them in all', () => {
    expect(ZIP_PATTERN.test('33139-3101')).toBe(true);
    expect(ZIP_PATTERN.test('33139-31')).toBe(false);
    expect(US_STATE_CODES).toHaveLength(51);
    for (const state of US_STATE_CODES) expect(DeliveryAddressInputSchema.safeParse({ ...valid, state }).success).toBe(true);
  });
});

describe('the fields a correction changes', () => {
  it('names the fields that differ, a missing street2 and null alike', () => {
    const typed = { street1: '1601 Collins Avenue', street2: null, city: 'Miami Beach', state: 'FL', zip: '33139' };
    expect(correctedFields(typed, { ...typed, street1: '1601 Collins Ave', zip: '33139-3101' })).toEqual(['street1', 'zip']);
    expect(correctedFields(typed, typed)).toEqual([]);
  });
});
