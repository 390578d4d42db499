import { createSimulatedTrackingProvider } from './simulated-tracking-provider';
import { loadedOnFirstUse } from '../loaded-on-first-use';
import type { TrackingProvider } from './tracking-provider';

export interface TrackingConfig {
  adapter: 'simulated' | 'easypost';
  easypostApiKey?: string;
  easypostWebhookSecret?: string;
  simulatedSpanHours: number;
  /** Tests only: a local stand-in for https://api.easypost.com/v2/. */
  easypostBaseUrl?: string;
}

/**
 * api/env.ts has already refused easypost without its keys and simulated in production. EasyPost's SDK loads only when
 * chosen, on its first call (decision 155).
 */
export async function createTrackingProvider(config: TrackingConfig, now: () => Date): Promise<TrackingProvider> {
  if (config.adapter === 'easypost') {
    return loadedOnFirstUse<TrackingProvider, 'name'>({ name: 'easypost' }, async () => {
      const { createEasypostTrackingProvider } = await import('./easypost-tracking-provider');
      return createEasypostTrackingProvider(
        { apiKey: config.easypostApiKey ?? '', webhookSecret: config.easypostWebhookSecret ?? '', baseUrl: config.easypostBaseUrl },
        now,
      );
    });
  }
  return createSimulatedTrackingProvider({ spanHours: config.simulatedSpanHours }, now);
}
