/**
 * Lighthouse's mobile profile for a Playwright page: its phone screen and user agent as context options, its slow-4G
 * network and 4x CPU slowdown through a CDP session on the page. The numbers are Lighthouse's own exported constants.
 *
 * The network is the profile's nominal link, 150 ms round trip, 1.6 Mbps down and 750 Kbps up
 * (BENCH_PHONE_NETWORK=devtools instead applies what Lighthouse's `throttlingMethod: 'devtools'` applies: 562.5 ms of
 * latency per request, 3.75 round trips, for the connection set-up DevTools does not model, and 90% of the
 * throughputs). Kbps are Lighthouse's, 1024 bits per second. DevTools throttles the page's own requests: a service
 * worker's fetches (the precache downloads on a first visit) run at loopback speed.
 */
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

const PROFILE = throttling.mobileSlow4G;
const SCREEN = screenEmulationMetrics.mobile;

const DEVTOOLS_NETWORK = process.env.BENCH_PHONE_NETWORK === 'devtools';
const LINK = DEVTOOLS_NETWORK
  ? { latencyMs: PROFILE.requestLatencyMs, downKbps: PROFILE.downloadThroughputKbps, upKbps: PROFILE.uploadThroughputKbps }
  : { latencyMs: PROFILE.rttMs, downKbps: PROFILE.throughputKbps, upKbps: PROFILE.uploadThroughputKbps / throttling.DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR };

// As Lighthouse converts them for DevTools (core/lib/emulation.js): bytes per second.
const bytesPerSecond = (kbps: number) => Math.floor((kbps * 1024) / 8);

export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: SCREEN.width, height: SCREEN.height },
  deviceScaleFactor: SCREEN.deviceScaleFactor,
  isMobile: SCREEN.mobile,
  hasTouch: SCREEN.mobile,
  userAgent: userAgents.mobile,
};

export const PHONE_PROFILE_LABEL =
  `Lighthouse's mobile profile: ${SCREEN.width}×${SCREEN.height} at ${SCREEN.deviceScaleFactor}x, ${PROFILE.cpuSlowdownMultiplier}x CPU slowdown, ` +
  `${LINK.latencyMs} ms ${DEVTOOLS_NETWORK ? 'per request' : 'round trip'}, ${(LINK.downKbps / 1024).toFixed(2)} Mbps down, ${Math.round(LINK.upKbps)} Kbps up`;

/** Slows the page's CPU and network as the profile says; the session stays open with the page. */
export async function throttlePage(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdownMultiplier });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LINK.latencyMs,
    downloadThroughput: bytesPerSecond(LINK.downKbps),
    uploadThroughput: bytesPerSecond(LINK.upKbps),
  });
}
