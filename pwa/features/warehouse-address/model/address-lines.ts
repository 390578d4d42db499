import type { WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';

export const ADDRESS_LINE_KEYS = ['name', 'suite', 'street', 'city', 'state', 'postalCode', 'country'] as const;
export type AddressLineKey = (typeof ADDRESS_LINE_KEYS)[number];
export interface AddressLine {
  key: AddressLineKey;
  value: string;
}

export interface AddressOwner {
  fullName: string;
  suiteCode: string;
}

/**
 * The suite line as stores and carriers read it, the same in both languages: "Suite MD-10482"
 * (decision 060). It goes in "Address line 2 / Apt, suite" at checkout.
 */
export const suiteLine = (suiteCode: string) => `Suite ${suiteCode}`;

type AddressFields = Pick<WarehouseAddress, 'street_address' | 'city' | 'state' | 'postal_code' | 'country'>;

/** The Miami address composed with the customer's own name and suite, one field per line. */
export function addressLines(address: AddressFields, owner: AddressOwner): AddressLine[] {
  const values: Record<AddressLineKey, string> = {
    name: owner.fullName,
    suite: suiteLine(owner.suiteCode),
    street: address.street_address,
    city: address.city,
    state: address.state,
    postalCode: address.postal_code,
    country: address.country,
  };
  return ADDRESS_LINE_KEYS.map((key) => ({ key, value: values[key].trim() }));
}

/** The whole address as a US mailing label: name, suite, street, "City, ST 12345", country. */
export function addressText(address: AddressFields, owner: AddressOwner): string {
  const line = Object.fromEntries(addressLines(address, owner).map(({ key, value }) => [key, value])) as Record<AddressLineKey, string>;
  return [line.name, line.suite, line.street, `${line.city}, ${line.state} ${line.postalCode}`, line.country].join('\n');
}
