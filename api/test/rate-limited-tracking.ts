import { TrackingError, type TrackingProvider } from '../adapters/tracking/tracking-provider';

/** A carrier that answers every call with a rate limit (retry after 600 s), counting the calls it was asked. */
export function rateLimitedTracking(): { provider: TrackingProvider; calls: () => number } {
  let calls = 0;
  const provider: TrackingProvider = {
    name: 'easypost',
    track: () => {
      calls++;
      return Promise.reject(new TrackingError('rate_limited', 'slow down', 600));
    },
    parseWebhook: () => Promise.resolve(null),
  };
  return { provider, calls: () => calls };
}
