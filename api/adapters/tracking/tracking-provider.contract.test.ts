import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIERS } from '../../../shared/packages/carrier-names';
import { isFinalTrackingStatus, TRACKING_STATUSES } from '../../../shared/packages/tracking-status';
import { DATE_STRING_PATTERN } from '../../../shared/time/date-string';
import { createTestClock, DAY_MS, HOUR_MS } from '../../test/test-clock';
import { createTrackingProvider } from './create-tracking-provider';
import { EASYPOST_TEST_CODES, LOCAL_EASYPOST_API_KEY, LOCAL_EASYPOST_WEBHOOK_SECRET, startLocalEasypostServer, type LocalEasypostServer } from './local-easypost-server';
import { isTrackingError, type TrackingProvider, type TrackingResult, type TrackRequest } from './tracking-provider';

interface Subject {
  provider: TrackingProvider;
  delivered: TrackRequest;
  inTransit: TrackRequest;
}

const clock = createTestClock();
let server: LocalEasypostServer;
beforeAll(async () => {
  server = await startLocalEasypostServer();
});
afterAll(() => server.close());

const subjects: Record<'simulated' | 'easypost', () => Promise<Subject>> = {
  simulated: async () => ({
    provider: await createTrackingProvider({ adapter: 'simulated', simulatedSpanHours: 48 }, clock.now),
    delivered: { trackingNumber: '1Z5R89390357567127', carrier: 'ups', registeredAt: new Date(clock.now().getTime() - 3 * DAY_MS) },
    inTransit: { trackingNumber: '986578788855', carrier: null, registeredAt: new Date(clock.now().getTime() - 20 * HOUR_MS) },
  }),
  easypost: async () => ({
    provider: await createTrackingProvider(
      { adapter: 'easypost', easypostApiKey: LOCAL_EASYPOST_API_KEY, easypostWebhookSecret: LOCAL_EASYPOST_WEBHOOK_SECRET, easypostBaseUrl: server.baseUrl, simulatedSpanHours: 48 },
      clock.now,
    ),
    delivered: { trackingNumber: EASYPOST_TEST_CODES.delivered, carrier: 'usps', registeredAt: new Date(clock.now().getTime() - 3 * DAY_MS) },
    inTransit: { trackingNumber: EASYPOST_TEST_CODES.in_transit, carrier: null, registeredAt: new Date(clock.now().getTime() - 20 * HOUR_MS) },
  }),
};

function expectWellFormed(result: TrackingResult) {
  expect(TRACKING_STATUSES).toContain(result.status);
  expect(result.estimatedDelivery === null || DATE_STRING_PATTERN.test(result.estimatedDelivery)).toBe(true);
  expect(result.carrier === null || CARRIERS.includes(result.carrier)).toBe(true);
  expect(result.raw).toBeDefined();
  for (const event of result.events) {
    expect(TRACKING_STATUSES).toContain(event.status);
    expect(event.time).toBeInstanceOf(Date);
    expect(Number.isNaN(event.time.getTime())).toBe(false);
    expect(event.description.trim()).not.toBe('');
    expect(event.location === null || event.location.trim() !== '').toBe(true);
  }
}

describe.each(['simulated', 'easypost'] as const)('tracking provider contract: %s', (name) => {
  it('is named after its adapter', async () => {
    expect((await subjects[name]()).provider.name).toBe(name);
  });

  it('reports a delivered parcel as delivered, its last event being the delivery', async () => {
    const { provider, delivered } = await subjects[name]();
    const result = await provider.track(delivered);
    expectWellFormed(result);
    expect(result.status).toBe('delivered');
    const latest = [...result.events].sort((a, b) => a.time.getTime() - b.time.getTime()).at(-1);
    expect(latest?.status).toBe('delivered');
    expect(result.events.some((event) => event.status === 'in_transit')).toBe(true);
    expect(result.carrier).toBe(delivered.carrier);
  });

  it('reports a parcel on its way with a status that is not final and events in the past', async () => {
    const { provider, inTransit } = await subjects[name]();
    const result = await provider.track(inTransit);
    expectWellFormed(result);
    expect(result.status).toBe('in_transit');
    expect(isFinalTrackingStatus(result.status)).toBe(false);
    expect(result.events.length).toBeGreaterThan(0);
  });

  it('answers the same thing twice for the same parcel', async () => {
    const { provider, delivered } = await subjects[name]();
    const [first, second] = [await provider.track(delivered), await provider.track(delivered)];
    expect(second.status).toBe(first.status);
    expect(second.events).toEqual(first.events);
  });

  it('refuses an unsigned webhook', async () => {
    const body = JSON.stringify({ object: 'Event', description: 'tracker.updated', result: { id: 'trk_1', tracking_code: 'EZ4000000004', status: 'delivered' } });
    await expect((await subjects[name]()).provider.parseWebhook({ 'content-type': 'application/json' }, body)).rejects.toSatisfy((error) => isTrackingError(error, 'invalid_signature'));
  });
});
