import type { CorrectableFields } from '@shared/addresses/delivery-address-schema';

/** An address as printed on a label: the street lines, then "City, ST 33139". */
export function addressLines(address: CorrectableFields): string[] {
  return [address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`].filter((line): line is string => Boolean(line));
}
