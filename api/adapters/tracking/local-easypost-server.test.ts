import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EASYPOST_TEST_CODES,
  easypostTracker,
  FAILING_CODES,
  LOCAL_EASYPOST_API_KEY,
  LOCAL_EASYPOST_WEBHOOK_SECRET,
  signedEasypostEvent,
  SLOW_ANSWER_MS,
  startLocalEasypostServer,
  type LocalEasypostServer,
} from './local-easypost-server';
import { easypostSignature } from './easypost-tracking-provider';

/** The stand-in answers POST /v2/trackers as EasyPost documents it, so the EasyPost provider's tests mean something offline. */

const KEY = `Basic ${Buffer.from(`${LOCAL_EASYPOST_API_KEY}:`).toString('base64')}`;

let server: LocalEasypostServer;
beforeAll(async () => {
  server = await startLocalEasypostServer();
});
afterAll(() => server.close());

const call = (body: unknown, { method = 'POST', path = 'trackers', authorization = KEY } = {}) =>
  fetch(`${server.baseUrl}${path}`, { method, headers: { authorization, 'content-type': 'application/json' }, body: method === 'GET' ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(5_000) });
const track = (trackingCode: string, carrier?: string) => call({ tracker: { tracking_code: trackingCode, ...(carrier ? { carrier } : {}) } });
const easypostError = (code: string, message: string) => ({ error: { code, message, errors: [] } });

describe('the local EasyPost answering POST /v2/trackers', () => {
  it.each([
    [FAILING_CODES.rateLimited, 429, easypostError('RATE_LIMITED', 'You have exceeded the rate limit. Please try again later.')],
    [FAILING_CODES.notFound, 404, easypostError('NOT_FOUND', 'The requested resource could not be found.')],
    [FAILING_CODES.invalid, 422, easypostError('TRACKER.CREATE.ERROR', 'Invalid tracking code for the carrier.')],
    [FAILING_CODES.serverError, 500, easypostError('INTERNAL_SERVER_ERROR', 'We experienced an internal error.')],
  ])("answers %s with %i and EasyPost's error body", async (code, status, body) => {
    const response = await track(code);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(body);
  });

  it('asks to wait 7 seconds when rate limited', async () => {
    expect((await track(FAILING_CODES.rateLimited)).headers.get('retry-after')).toBe('7');
  });

  it("answers a bad gateway as a proxy would: a 502 HTML page, not EasyPost's JSON", async () => {
    const response = await track(FAILING_CODES.badGateway);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toBe('<html><body>502 Bad Gateway</body></html>');
  });

  it('refuses another API key with 401 APIKEY.INACTIVE', async () => {
    const response = await call({ tracker: { tracking_code: EASYPOST_TEST_CODES.delivered } }, { authorization: `Basic ${Buffer.from('EZTK_other:').toString('base64')}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(easypostError('APIKEY.INACTIVE', 'This api key is no longer active. Please use a different api key or reactivate this key.'));
  });

  it('answers 404 NOT_FOUND to anything but POST /v2/trackers', async () => {
    for (const [method, path] of [['GET', 'trackers'], ['POST', 'shipments'], ['GET', 'trackers/trk_1']]) {
      const response = await call({ tracker: { tracking_code: EASYPOST_TEST_CODES.delivered } }, { method, path });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual(easypostError('NOT_FOUND', 'The requested resource could not be found.'));
    }
  });

  it("answers a test code with its Tracker (201), under the carrier asked for, else USPS; another code is in transit", async () => {
    const response = await track(EASYPOST_TEST_CODES.delivered);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(easypostTracker(EASYPOST_TEST_CODES.delivered, 'delivered'));
    expect(await (await track(EASYPOST_TEST_CODES.pre_transit, 'UPS')).json()).toEqual(easypostTracker(EASYPOST_TEST_CODES.pre_transit, 'pre_transit', 'UPS'));
    expect(await (await track('EZ9999999999')).json()).toEqual(easypostTracker('EZ9999999999', 'in_transit'));
  });

  it(`answers the slow code in transit, but only after ${SLOW_ANSWER_MS} ms`, async () => {
    const started = Date.now();
    const response = await track(FAILING_CODES.slow);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_ANSWER_MS - 50);
    expect(await response.json()).toEqual(easypostTracker(FAILING_CODES.slow, 'in_transit'));
  });
});

const location = (city: string, state: string) => ({ object: 'TrackingLocation', city, state, country: 'US', zip: null });
const detail = (status: string, message: string, datetime: string, where: ReturnType<typeof location>) => ({
  object: 'TrackingDetail',
  message,
  description: null,
  status,
  status_detail: 'status_update',
  datetime,
  source: 'USPS',
  carrier_code: null,
  tracking_location: where,
});
const HOUSTON = location('HOUSTON', 'TX');
const JACKSONVILLE = location('JACKSONVILLE FL DISTRIBUTION CENTER', 'FL');

describe("the local EasyPost's Tracker", () => {
  it('is the documented Tracker: scans 9 hours apart, then the return scan at the last place', () => {
    expect(easypostTracker(EASYPOST_TEST_CODES.return_to_sender, 'return_to_sender')).toEqual({
      id: 'trk_ez500000000500000000000000000000',
      object: 'Tracker',
      mode: 'test',
      tracking_code: 'EZ5000000005',
      status: 'return_to_sender',
      status_detail: 'status_update',
      created_at: '2026-03-09T14:00:00Z',
      updated_at: '2026-03-10T15:00:00Z',
      signed_by: null,
      weight: 16.0,
      est_delivery_date: '2026-03-12T00:00:00Z',
      shipment_id: null,
      carrier: 'USPS',
      tracking_details: [
        detail('pre_transit', 'Shipping Label Created, USPS Awaiting Item', '2026-03-09T14:00:00Z', HOUSTON),
        detail('in_transit', 'Accepted at USPS Origin Facility', '2026-03-09T23:00:00Z', HOUSTON),
        detail('in_transit', 'Arrived at USPS Regional Facility', '2026-03-10T08:00:00Z', JACKSONVILLE),
        detail('return_to_sender', 'Return to Sender Processed', '2026-03-11T10:00:00Z', JACKSONVILLE),
      ],
      carrier_detail: {
        object: 'CarrierDetail',
        service: 'Ground Advantage',
        container_type: null,
        est_delivery_date_local: null,
        est_delivery_time_local: null,
        origin_location: 'HOUSTON TX, 77001',
        destination_location: 'MIAMI FL, 33166',
      },
      finalized: true,
      is_return: true,
      public_url: 'https://track.easypost.com/djE6dHJrXzUyYWY4YjI1',
      fees: [{ object: 'Fee', type: 'TrackerFee', amount: '0.02000', charged: false, refunded: false }],
    });
  });

  it('ends a failure with the exception scan at the last place, not a return', () => {
    const tracker = easypostTracker(EASYPOST_TEST_CODES.failure, 'failure');
    expect(tracker.tracking_details.at(-1)).toEqual(detail('failure', 'Delivery Exception, Animal Interference', '2026-03-11T10:00:00Z', JACKSONVILLE));
    expect(tracker.tracking_details).toHaveLength(4);
    expect(tracker.is_return).toBe(false);
  });

  it('is signed for only once delivered, and has no extra scan otherwise', () => {
    const delivered = easypostTracker(EASYPOST_TEST_CODES.delivered, 'delivered');
    expect(delivered.signed_by).toBe('John Tester');
    expect(delivered.tracking_details.map((scan) => scan.status)).toEqual(['pre_transit', 'in_transit', 'in_transit', 'out_for_delivery', 'delivered']);
    expect(delivered.is_return).toBe(false);
    const moving = easypostTracker(EASYPOST_TEST_CODES.in_transit, 'in_transit');
    expect(moving.signed_by).toBeNull();
    expect(moving.tracking_details.map((scan) => scan.status)).toEqual(['pre_transit', 'in_transit', 'in_transit']);
  });

  it('has an id of trk_ and 32 characters made from the code, lower case', () => {
    expect(easypostTracker('EZ1234567890ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'in_transit').id).toBe('trk_ez1234567890abcdefghijklmnopqrst');
  });
});

describe("the local EasyPost's webhook", () => {
  it('posts the documented Event, signed over its raw body, with the weight still a float', () => {
    const tracker = easypostTracker(EASYPOST_TEST_CODES.delivered, 'delivered');
    const { body, headers } = signedEasypostEvent(tracker, 'tracker.created');
    expect(JSON.parse(body)).toEqual({
      id: 'evt_3c5bd2a0c8b011f0',
      object: 'Event',
      mode: 'test',
      description: 'tracker.created',
      previous_attributes: { status: 'in_transit' },
      result: tracker,
      pending_urls: [],
      completed_urls: [],
      created_at: '2026-03-10T15:00:00Z',
      updated_at: '2026-03-10T15:00:00Z',
    });
    expect(body).toContain('"weight":16.0,');
    expect(headers).toEqual({ 'Content-Type': 'application/json', 'X-Hmac-Signature': easypostSignature(body, LOCAL_EASYPOST_WEBHOOK_SECRET) });
  });
});
