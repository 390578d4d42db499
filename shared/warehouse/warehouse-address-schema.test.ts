import { describe, expect, it } from 'vitest';
import {
  canActivateWarehouseAddress,
  canDeleteWarehouseAddress,
  DEFAULT_WAREHOUSE_COUNTRY,
  WarehouseAddressInputSchema,
  WarehouseAddressSchema,
} from './warehouse-address-schema';
import { DEFAULT_OPENING_HOURS } from './opening-hours';

const required = { name: 'Main', street_address: '1200 NW 78th Ave', city: 'Miami', state: 'FL', postal_code: '33126' };

describe('WarehouseAddressInputSchema', () => {
  it('fills the defaults: United States, inactive, empty optionals as null', () => {
    expect(DEFAULT_WAREHOUSE_COUNTRY).toBe('United States');
    expect(WarehouseAddressInputSchema.parse(required)).toEqual({
      ...required,
      country: 'United States',
      contact_person: null,
      phone: null,
      access_code: null,
      notes: null,
      is_active: false,
    });
  });

  it('keeps given optional values, trimmed', () => {
    const parsed = WarehouseAddressInputSchema.parse({ ...required, country: 'USA', access_code: ' #1234 ', notes: '', is_active: true });
    expect(parsed).toMatchObject({ country: 'USA', access_code: '#1234', notes: null, is_active: true });
    expect(WarehouseAddressInputSchema.parse({ ...required, country: '' }).country).toBe('United States');
  });

  it('requires name, street address, city, state and postal code', () => {
    const result = WarehouseAddressInputSchema.safeParse({ name: ' ', street_address: '', city: '', state: '', postal_code: '' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'fieldRequired'],
      ['street_address', 'fieldRequired'],
      ['city', 'fieldRequired'],
      ['state', 'fieldRequired'],
      ['postal_code', 'fieldRequired'],
    ]);
  });
});

describe('warehouse address actions', () => {
  const address = WarehouseAddressSchema.parse({
    id: 1,
    ...required,
    country: 'United States',
    contact_person: null,
    phone: null,
    access_code: null,
    notes: null,
    is_active: true,
    opening_hours: DEFAULT_OPENING_HOURS,
  });

  it('forbids deleting or re-activating the active address', () => {
    expect(canDeleteWarehouseAddress(address)).toBe(false);
    expect(canActivateWarehouseAddress(address)).toBe(false);
    expect(canDeleteWarehouseAddress({ is_active: false })).toBe(true);
    expect(canActivateWarehouseAddress({ is_active: false })).toBe(true);
  });
});
