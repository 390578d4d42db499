import type { DeliveryAddress } from '@shared/addresses/delivery-address-schema';

/** Only an address the carrier found as saved can be quoted; one with a correction waits for the customer to accept it. */
export const isChoosableAddress = (address: Pick<DeliveryAddress, 'verification_status'>) => address.verification_status === 'verified';

/** The primary address when it can be chosen, else the first that can; null when none can. */
export function defaultAddressId(addresses: readonly DeliveryAddress[]): number | null {
  const choosable = addresses.filter(isChoosableAddress);
  return (choosable.find((address) => address.is_primary) ?? choosable[0])?.id ?? null;
}

/** An address as printed on a label: the street lines, then "City, ST 33139". */
export function addressLines(address: Pick<DeliveryAddress, 'street1' | 'street2' | 'city' | 'state' | 'zip'>): string[] {
  return [address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`].filter((line): line is string => Boolean(line));
}
