import { loadedOnFirstUse } from '../loaded-on-first-use';
import { createLocalShippingProvider } from './local-shipping-provider';
import type { ShippingProvider } from './shipping-provider';

export interface ShippingConfig {
  adapter: 'local' | 'easypost';
  easypostApiKey?: string;
  /** Tests only: a local stand-in for https://api.easypost.com/v2/. */
  easypostBaseUrl?: string;
}

/**
 * api/env.ts has already refused easypost without its key and the local twin in production. EasyPost's SDK loads only
 * when chosen, on the first quote (decision 155); the twin's PDF and barcode libraries on its first label.
 */
export function createShippingProvider(config: ShippingConfig, now: () => Date): ShippingProvider {
  if (config.adapter === 'easypost') {
    return loadedOnFirstUse<ShippingProvider, 'name'>({ name: 'easypost' }, async () => {
      const { createEasypostShippingProvider } = await import('./easypost-shipping-provider');
      return createEasypostShippingProvider({ apiKey: config.easypostApiKey ?? '', baseUrl: config.easypostBaseUrl }, now);
    });
  }
  return createLocalShippingProvider(now);
}
