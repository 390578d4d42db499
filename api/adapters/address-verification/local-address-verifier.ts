import { normalizedLine, sameAddressLine, tidyAddressCase } from '../../../shared/addresses/address-case';
import { ZIP_PATTERN, type CorrectableFields } from '../../../shared/addresses/delivery-address-schema';
import { isUsStateCode } from '../../../shared/addresses/us-states';
import type { AddressToVerify, AddressVerdict, AddressVerifier, UndeliverableReason } from './address-verifier';

/**
 * The first digit of a state's ZIP codes (USPS national areas). El Paso's 885 puts Texas in two areas; the few
 * other crossings (a DC return box, an IRS ZIP in New York) are not addresses a traveller ships to.
 */
const ZIP_AREAS: Record<string, string> = {
  '0': 'CT MA ME NH NJ RI VT',
  '1': 'DE NY PA',
  '2': 'DC MD NC SC VA WV',
  '3': 'AL FL GA MS TN',
  '4': 'IN KY MI OH',
  '5': 'IA MN MT ND SD WI',
  '6': 'IL KS MO NE',
  '7': 'AR LA OK TX',
  '8': 'AZ CO ID NM NV UT WY TX',
  '9': 'AK CA HI OR WA',
};
const zipFitsState = (zip: string, state: string) => (ZIP_AREAS[zip.charAt(0)] ?? '').split(' ').includes(state);

/** Addresses the twin knows in the carrier's own form: typed close to it, the form (with its ZIP+4) is suggested. */
export const LOCAL_KNOWN_ADDRESSES: readonly CorrectableFields[] = [
  { street1: '1601 Collins Ave', street2: null, city: 'Miami Beach', state: 'FL', zip: '33139-3101' },
  { street1: '417 Montgomery St', street2: null, city: 'San Francisco', state: 'CA', zip: '94104-1129' },
  { street1: '350 5th Ave', street2: null, city: 'New York', state: 'NY', zip: '10118-0110' },
];

/** Streets the twin, like a carrier, cannot find: a made-up street, house number 0. */
const UNKNOWN_STREETS = [/\bnowhere\b/i, /\bfake\b/i, /^0+\s/];

const SUFFIXES: Record<string, string> = { STREET: 'ST', AVENUE: 'AVE', ROAD: 'RD', BOULEVARD: 'BLVD', DRIVE: 'DR', LANE: 'LN', COURT: 'CT', PLACE: 'PL' };
/** A street as the carrier compares it: "1601 Collins Avenue" and "1601 COLLINS AVE." match. */
const comparable = (street: string) =>
  normalizedLine(street)
    .split(' ')
    .map((word) => SUFFIXES[word] ?? word)
    .join(' ');

function reasonsAgainst(address: AddressToVerify): UndeliverableReason[] {
  if (!isUsStateCode(address.state)) return [{ field: 'state', message: 'State is invalid' }];
  if (!ZIP_PATTERN.test(address.zip)) return [{ field: 'zip', message: 'Invalid ZIP code format' }];
  if (!zipFitsState(address.zip, address.state)) return [{ field: 'zip', message: `ZIP code ${address.zip.slice(0, 5)} is not in ${address.state}` }];
  if (!/\d/.test(address.street1)) return [{ field: 'street1', message: 'House number is missing' }];
  if (UNKNOWN_STREETS.some((pattern) => pattern.test(address.street1))) return [{ field: 'address', message: 'Address not found' }];
  return [];
}

function knownFormOf(address: AddressToVerify): CorrectableFields | undefined {
  return LOCAL_KNOWN_ADDRESSES.find(
    (known) =>
      comparable(known.street1) === comparable(address.street1) &&
      sameAddressLine(known.city, address.city) &&
      known.state === address.state &&
      known.zip.slice(0, 5) === address.zip.slice(0, 5),
  );
}

/** FNV-1a: the same address always gets the same id. */
function idOf(fields: CorrectableFields): string {
  const text = [fields.street1, fields.street2 ?? '', fields.city, fields.state, fields.zip.slice(0, 5)].map(normalizedLine).join('|');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return `adr_local_${hash.toString(16).padStart(8, '0')}`;
}

/**
 * The default outside production: checks the state, the ZIP's format and area, and a few streets no carrier finds;
 * suggests the carrier's form of an address it knows (ZIP+4 added, "Avenue" as "Ave") and tidies an address typed
 * all in capitals or all in small letters. A suggestion, verified again, is found as it is.
 */
export function createLocalAddressVerifier(): AddressVerifier {
  return {
    name: 'local',
    async verify(address): Promise<AddressVerdict> {
      const reasons = reasonsAgainst(address);
      if (reasons.length > 0) return { deliverable: false, reasons };
      const known = knownFormOf(address);
      const street2 = address.street2 === null ? null : tidyAddressCase(address.street2);
      const corrected: CorrectableFields = known
        ? { ...known, street2 }
        : { street1: tidyAddressCase(address.street1), street2, city: tidyAddressCase(address.city), state: address.state, zip: address.zip };
      const changed = (Object.keys(corrected) as (keyof CorrectableFields)[]).some((key) => corrected[key] !== address[key]);
      return { deliverable: true, carrierAddressId: idOf(corrected), suggestion: changed ? corrected : null };
    },
  };
}
