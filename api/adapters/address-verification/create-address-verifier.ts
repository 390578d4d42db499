import { loadedOnFirstUse } from '../loaded-on-first-use';
import type { AddressVerifier } from './address-verifier';
import { createLocalAddressVerifier } from './local-address-verifier';

export interface AddressVerificationConfig {
  adapter: 'local' | 'easypost';
  easypostApiKey?: string;
  /** Tests only: a local stand-in for https://api.easypost.com/v2/. */
  easypostBaseUrl?: string;
}

/**
 * api/env.ts has already refused easypost without its key and the local twin in production. EasyPost's SDK loads only
 * when chosen, on the first address checked (decision 155).
 */
export function createAddressVerifier(config: AddressVerificationConfig, now: () => Date): AddressVerifier {
  if (config.adapter === 'easypost') {
    return loadedOnFirstUse<AddressVerifier, 'name'>({ name: 'easypost' }, async () => {
      const { createEasypostAddressVerifier } = await import('./easypost-address-verifier');
      return createEasypostAddressVerifier({ apiKey: config.easypostApiKey ?? '', baseUrl: config.easypostBaseUrl }, now);
    });
  }
  return createLocalAddressVerifier();
}
