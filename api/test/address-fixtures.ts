import { AddressVerificationError, type AddressVerifier } from '../adapters/address-verification/address-verifier';
import { createLocalAddressVerifier } from '../adapters/address-verification/local-address-verifier';

/** A delivery address body the local twin finds as typed (Doral, FL). */
export const doral = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Gómez',
  street1: '8350 NW 52nd Ter',
  street2: 'Apt 4',
  city: 'Doral',
  state: 'FL',
  zip: '33166',
  phone: '305 555 0100',
  ...overrides,
});

/** One the twin corrects: its suffix and a ZIP+4. */
export const collinsAvenue = (overrides: Record<string, unknown> = {}) => doral({ street1: '1601 Collins Avenue', street2: null, city: 'Miami Beach', zip: '33139', ...overrides });

/** One no carrier finds. */
export const nowhere = (overrides: Record<string, unknown> = {}) => doral({ street1: '123 Nowhere Ln', ...overrides });

/** The local twin, counting the addresses it was asked about. */
export function countingVerifier(inner: AddressVerifier = createLocalAddressVerifier()): { verifier: AddressVerifier; calls: () => number } {
  let calls = 0;
  return {
    verifier: {
      name: inner.name,
      verify: (address) => {
        calls += 1;
        return inner.verify(address);
      },
    },
    calls: () => calls,
  };
}

/** A carrier that fails every check in one way. */
export function failingVerifier(error: Error): AddressVerifier {
  return { name: 'easypost', verify: () => Promise.reject(error) };
}

export const carrierRateLimit = (retryAfterSeconds: number | null) => new AddressVerificationError('rate_limited', 'EasyPost 429: slow down', retryAfterSeconds);
export const carrierDown = () => new AddressVerificationError('unavailable', 'EasyPost 503: down');
