import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import EasyPostClient from '@easypost/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-clock';
import { createEasypostTrackingProvider, easypostSignature, trackingResultOf } from './easypost-tracking-provider';
import {
  EASYPOST_TEST_CODES,
  easypostTracker,
  FAILING_CODES,
  LOCAL_EASYPOST_API_KEY,
  LOCAL_EASYPOST_WEBHOOK_SECRET,
  signedEasypostEvent,
  startLocalEasypostServer,
  type LocalEasypostServer,
} from './local-easypost-server';
import { TrackingError, type TrackingErrorKind, type TrackingProvider, type TrackRequest } from './tracking-provider';

const REGISTERED_AT = new Date('2026-03-09T13:00:00Z');
const request = (trackingNumber: string, carrier: TrackRequest['carrier'] = 'usps'): TrackRequest => ({ trackingNumber, carrier, registeredAt: REGISTERED_AT });

async function failure(promise: Promise<unknown>): Promise<TrackingError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TrackingError);
    return error as TrackingError;
  }
  throw new Error('expected a TrackingError');
}

describe('EasyPost tracking provider against a local EasyPost', () => {
  let server: LocalEasypostServer;
  let provider: TrackingProvider;
  const clock = createTestClock();
  beforeAll(async () => {
    server = await startLocalEasypostServer();
    provider = createEasypostTrackingProvider({ apiKey: LOCAL_EASYPOST_API_KEY, webhookSecret: LOCAL_EASYPOST_WEBHOOK_SECRET, baseUrl: server.baseUrl, timeoutMs: 500 }, clock.now);
  });
  afterAll(() => server.close());

  it('creates a tracker with the API key and carrier, and reads the documented Tracker', async () => {
    const result = await provider.track(request(EASYPOST_TEST_CODES.delivered));
    const sent = server.requests[server.requests.length - 1];
    expect(sent?.authorization).toBe(`Basic ${Buffer.from(`${LOCAL_EASYPOST_API_KEY}:`).toString('base64')}`);
    expect(sent?.body).toEqual({ tracker: { tracking_code: EASYPOST_TEST_CODES.delivered, carrier: 'USPS' } });
    expect(result).toMatchObject({ status: 'delivered', estimatedDelivery: '2026-03-12', carrier: 'usps' });
    expect(result.events.map((event) => event.status)).toEqual(['info_received', 'in_transit', 'in_transit', 'out_for_delivery', 'delivered']);
    expect(result.events[0]).toEqual({ status: 'info_received', description: 'Shipping Label Created, USPS Awaiting Item', location: 'Houston, TX, US', time: new Date('2026-03-09T14:00:00Z') });
    expect(result.events[4]?.location).toBe('Miami, FL, US');
    expect(result.raw).toEqual(easypostTracker(EASYPOST_TEST_CODES.delivered, 'delivered'));
  });

  it.each([
    ['pre_transit', 'info_received'],
    ['in_transit', 'in_transit'],
    ['out_for_delivery', 'out_for_delivery'],
    ['return_to_sender', 'returned'],
    ['failure', 'exception'],
    ['unknown', 'pending'],
  ] as const)('maps EasyPost %s to %s', async (easypostStatus, status) => {
    const result = await provider.track(request(EASYPOST_TEST_CODES[easypostStatus]));
    expect(result.status).toBe(status);
  });

  it("uses EasyPost's carrier names, and lets EasyPost detect S10 and unknown carriers", async () => {
    const carrierSent = async (carrier: TrackRequest['carrier']) => {
      await provider.track(request(EASYPOST_TEST_CODES.in_transit, carrier));
      return (server.requests[server.requests.length - 1]?.body as { tracker: { carrier?: string } }).tracker.carrier;
    };
    expect(await carrierSent('ups')).toBe('UPS');
    expect(await carrierSent('fedex')).toBe('FedEx');
    expect(await carrierSent('dhl')).toBe('DHLExpress');
    expect(await carrierSent('ontrac')).toBe('OnTrac');
    expect(await carrierSent('s10')).toBeUndefined();
    expect(await carrierSent(null)).toBeUndefined();
    // What EasyPost settled on becomes ours when we had none.
    expect((await provider.track(request(EASYPOST_TEST_CODES.in_transit, null))).carrier).toBe('usps');
  });

  it.each<[string, TrackingErrorKind, number | null]>([
    [FAILING_CODES.rateLimited, 'rate_limited', 7],
    [FAILING_CODES.notFound, 'not_found', null],
    [FAILING_CODES.invalid, 'invalid_request', null],
    [FAILING_CODES.serverError, 'unavailable', null],
    [FAILING_CODES.badGateway, 'unavailable', null],
  ])('answers %s as %s', async (code, kind, retryAfterSeconds) => {
    const error = await failure(provider.track(request(code)));
    expect(error.kind).toBe(kind);
    expect(error.retryAfterSeconds).toBe(retryAfterSeconds);
  });

  // The reason is kept on the package for support: it must say what EasyPost answered.
  it.each<[string, number, string]>([
    [FAILING_CODES.rateLimited, 429, 'You have exceeded the rate limit.'],
    [FAILING_CODES.notFound, 404, 'The requested resource could not be found.'],
    [FAILING_CODES.invalid, 422, 'Invalid tracking code for the carrier.'],
    [FAILING_CODES.serverError, 500, 'We experienced an internal error.'],
  ])("gives as the reason of %s EasyPost's status and message", async (code, status, message) => {
    const { message: reason } = await failure(provider.track(request(code)));
    expect(reason).toContain(String(status));
    expect(reason).toContain(message);
  });

  it('gives as the reason of an unreachable EasyPost the connection error', async () => {
    const nowhere = createEasypostTrackingProvider({ apiKey: LOCAL_EASYPOST_API_KEY, webhookSecret: 'x', baseUrl: 'http://127.0.0.1:9/v2/', timeoutMs: 500 });
    expect((await failure(nowhere.track(request(EASYPOST_TEST_CODES.delivered)))).message).toContain('ECONNREFUSED');
  });

  it('gives up on a slow answer after its timeout as unavailable', async () => {
    const started = Date.now();
    expect((await failure(provider.track(request(FAILING_CODES.slow)))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it('answers unavailable for a refused API key or an unreachable server, never invalid_request', async () => {
    const wrongKey = createEasypostTrackingProvider({ apiKey: 'EZTK_wrong', webhookSecret: 'x', baseUrl: server.baseUrl, timeoutMs: 500 });
    expect((await failure(wrongKey.track(request(EASYPOST_TEST_CODES.delivered)))).kind).toBe('unavailable');
    const nowhere = createEasypostTrackingProvider({ apiKey: LOCAL_EASYPOST_API_KEY, webhookSecret: 'x', baseUrl: 'http://127.0.0.1:9/v2/', timeoutMs: 500 });
    expect((await failure(nowhere.track(request(EASYPOST_TEST_CODES.delivered)))).kind).toBe('unavailable');
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    const dated = createServer((_request, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': new Date(clock.now().getTime() + 30_000).toUTCString() });
      response.end(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests', errors: [] } }));
    });
    await new Promise<void>((resolve) => dated.listen(0, '127.0.0.1', resolve));
    const { port } = dated.address() as AddressInfo;
    const limited = createEasypostTrackingProvider({ apiKey: 'k', webhookSecret: 'x', baseUrl: `http://127.0.0.1:${port}/v2/` }, clock.now);
    expect(await failure(limited.track(request('EZ1000000001')))).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 30 });
    dated.close();
  });
});

describe('EasyPost answers the local EasyPost never gives', () => {
  const clock = createTestClock();
  const errorBody = JSON.stringify({ error: { code: 'SOME.ERROR', message: 'Something', errors: [] } });

  /** A server answering every request the same way. */
  async function answering(status: number, body: string, headers: Record<string, string> = {}) {
    const server = createServer((_request, response) => response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const provider = createEasypostTrackingProvider({ apiKey: 'k', webhookSecret: 'x', baseUrl: `http://127.0.0.1:${port}/v2/`, timeoutMs: 2_000 }, clock.now);
    try {
      return await failure(provider.track(request('EZ1000000001')));
    } finally {
      server.close();
    }
  }

  it('answers a 400 as invalid_request, like the other refusals of the number', async () => {
    expect((await answering(400, errorBody)).kind).toBe('invalid_request');
  });

  it('reads a 429 without Retry-After as rate limited with no wait given', async () => {
    expect(await answering(429, errorBody)).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: null });
  });

  it('reads a Retry-After of several digits as seconds', async () => {
    expect(await answering(429, errorBody, { 'retry-after': '120' })).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 });
  });

  it.each(['30s', 'x30', 'soon'])('reads a Retry-After of %j, neither seconds nor a date, as no wait given', async (retryAfter) => {
    expect(await answering(429, errorBody, { 'retry-after': retryAfter })).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: null });
  });

  it('answers unavailable when a 201 is not a Tracker', async () => {
    expect((await answering(201, JSON.stringify({ id: 'shp_1', object: 'Shipment' }))).kind).toBe('unavailable');
  });
});

describe('reading a Tracker', () => {
  const tracker = (details: unknown[], extra: Record<string, unknown> = {}) => ({ id: 'trk_1', tracking_code: 'EZ1', status: 'in_transit', carrier: 'USPS', tracking_details: details, ...extra });
  const scan = (tracking_location: unknown, datetime: string | null = '2026-03-10T12:00:00Z') => ({ message: 'Arrived', status: 'in_transit', datetime, tracking_location });

  it('tidies a shouted city name and keeps one the carrier wrote in mixed case', () => {
    const { events } = trackingResultOf(tracker([scan({ city: 'MIAMI BEACH', state: 'FL', country: 'US' }), scan({ city: 'McAllen', state: 'TX', country: 'US' })]));
    expect(events.map((event) => event.location)).toEqual(['Miami Beach, FL, US', 'McAllen, TX, US']);
  });

  it('leaves out the parts of a place the carrier did not give, and gives no place when it gave none', () => {
    const { events } = trackingResultOf(tracker([scan({ city: 'HOUSTON', state: null, country: 'US' }), scan({ city: null, state: null, country: null }), scan(null)]));
    expect(events.map((event) => event.location)).toEqual(['Houston, US', null, null]);
  });

  it('drops a scan without a readable time', () => {
    const { events } = trackingResultOf(tracker([scan(null, null), scan(null, 'yesterday'), scan(null)]));
    expect(events.map((event) => event.time)).toEqual([new Date('2026-03-10T12:00:00Z')]);
  });

  it('has no estimated delivery when EasyPost gives none', () => {
    expect(trackingResultOf(tracker([], { est_delivery_date: null, carrier_detail: null })).estimatedDelivery).toBeNull();
  });

  it('reads a tracker without a status, or with one EasyPost added since, as pending', () => {
    expect(trackingResultOf(tracker([], { status: null })).status).toBe('pending');
    expect(trackingResultOf(tracker([], { status: 'held_by_customs' })).status).toBe('pending');
  });
});

describe('EasyPost webhooks', () => {
  const provider = createEasypostTrackingProvider({ apiKey: 'k', webhookSecret: LOCAL_EASYPOST_WEBHOOK_SECRET });
  const tracker = easypostTracker(EASYPOST_TEST_CODES.out_for_delivery, 'out_for_delivery');

  it('accepts a signed tracker.updated, whatever the case of the header name', async () => {
    const { body, headers } = signedEasypostEvent(tracker);
    const update = await provider.parseWebhook({ 'x-hmac-signature': headers['X-Hmac-Signature'] }, body);
    expect(update?.trackingNumber).toBe(EASYPOST_TEST_CODES.out_for_delivery);
    expect(update?.result).toMatchObject({ status: 'out_for_delivery', carrier: 'usps', estimatedDelivery: '2026-03-12' });
    expect(update?.result.events).toHaveLength(4);
    expect(await provider.parseWebhook(headers, body)).toEqual(update);
  });

  it("signs like EasyPost: the SDK's own validateWebhook accepts the same body and signature", () => {
    const { body, headers } = signedEasypostEvent(tracker);
    const client = new EasyPostClient('k');
    expect(client.Utils.validateWebhook(Buffer.from(body), headers, LOCAL_EASYPOST_WEBHOOK_SECRET)).toMatchObject({ description: 'tracker.updated' });
  });

  it('accepts tracker.created and ignores other events', async () => {
    const created = signedEasypostEvent(tracker, 'tracker.created');
    expect((await provider.parseWebhook(created.headers, created.body))?.result.status).toBe('out_for_delivery');
    const batch = signedEasypostEvent({ id: 'batch_1', object: 'Batch' }, 'batch.updated');
    expect(await provider.parseWebhook(batch.headers, batch.body)).toBeNull();
  });

  it('refuses a missing, wrong or tampered signature', async () => {
    const { body, headers } = signedEasypostEvent(tracker);
    expect((await failure(provider.parseWebhook({}, body))).kind).toBe('invalid_signature');
    expect((await failure(provider.parseWebhook({ 'X-Hmac-Signature': 'hmac-sha256-hex=00' }, body))).kind).toBe('invalid_signature');
    expect((await failure(provider.parseWebhook(headers, body.replace('Out for Delivery', 'Delivered')))).kind).toBe('invalid_signature');
    const otherSecret = signedEasypostEvent(tracker, 'tracker.updated', 'another-secret');
    expect((await failure(provider.parseWebhook(otherSecret.headers, otherSecret.body))).kind).toBe('invalid_signature');
    // The raw bytes are signed: the same event re-serialized (16.0 becomes 16) no longer matches.
    expect((await failure(provider.parseWebhook(headers, JSON.stringify(JSON.parse(body))))).kind).toBe('invalid_signature');
  });

  it('answers invalid_request for a signed body that is not an event', async () => {
    const body = 'not json';
    const headers = { 'X-Hmac-Signature': easypostSignature(body, LOCAL_EASYPOST_WEBHOOK_SECRET) };
    expect((await failure(provider.parseWebhook(headers, body))).kind).toBe('invalid_request');
  });

  it('answers invalid_request for a signed tracker event whose result is not a Tracker', async () => {
    const { body, headers } = signedEasypostEvent({ id: 'trk_1', object: 'Tracker' });
    expect((await failure(provider.parseWebhook(headers, body))).kind).toBe('invalid_request');
  });
});
