import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { easypostSignature } from './easypost-tracking-provider';

/** Test support: a loopback HTTP server answering POST /v2/trackers the way EasyPost documents it. */

export const LOCAL_EASYPOST_API_KEY = 'EZTK_local_test_key';
/** Made per process, so no secret that verifies a tracker event is written in the source (decision 111). */
export const LOCAL_EASYPOST_WEBHOOK_SECRET = randomBytes(24).toString('base64url');

/** EasyPost's own test-mode codes, each with a fixed status, plus codes that make this server fail. */
export const EASYPOST_TEST_CODES = {
  pre_transit: 'EZ1000000001',
  in_transit: 'EZ2000000002',
  out_for_delivery: 'EZ3000000003',
  delivered: 'EZ4000000004',
  return_to_sender: 'EZ5000000005',
  failure: 'EZ6000000006',
  unknown: 'EZ7000000007',
} as const;
export const FAILING_CODES = { rateLimited: 'EZRATELIMIT429', notFound: 'EZNOTFOUND404', invalid: 'EZINVALID422', serverError: 'EZSERVER500', badGateway: 'EZGATEWAY502', slow: 'EZSLOW000001' } as const;
export const SLOW_ANSWER_MS = 1_500;

type Status = keyof typeof EASYPOST_TEST_CODES;
const STEPS: [Status, string, string | null, string | null][] = [
  ['pre_transit', 'Shipping Label Created, USPS Awaiting Item', 'HOUSTON', 'TX'],
  ['in_transit', 'Accepted at USPS Origin Facility', 'HOUSTON', 'TX'],
  ['in_transit', 'Arrived at USPS Regional Facility', 'JACKSONVILLE FL DISTRIBUTION CENTER', 'FL'],
  ['out_for_delivery', 'Out for Delivery', 'MIAMI', 'FL'],
  ['delivered', 'Delivered, In/At Mailbox', 'MIAMI', 'FL'],
];
const STEP_COUNT: Record<Status, number> = { unknown: 0, pre_transit: 1, in_transit: 3, out_for_delivery: 4, delivered: 5, return_to_sender: 3, failure: 3 };

/** A Tracker shaped like the documented example, with tracking_details up to `status`. */
export function easypostTracker(trackingCode: string, status: Status, carrier = 'USPS') {
  const start = Date.parse('2026-03-09T14:00:00Z');
  const details = STEPS.slice(0, STEP_COUNT[status]).map(([step, message, city, state], index) => ({
    object: 'TrackingDetail',
    message,
    description: null,
    status: step,
    status_detail: 'status_update',
    datetime: new Date(start + index * 9 * 3_600_000).toISOString().replace('.000', ''),
    source: carrier,
    carrier_code: null,
    tracking_location: { object: 'TrackingLocation', city, state, country: 'US', zip: null },
  }));
  if (status === 'return_to_sender' || status === 'failure') {
    const message = status === 'failure' ? 'Delivery Exception, Animal Interference' : 'Return to Sender Processed';
    details.push({ ...details[details.length - 1]!, message, status, datetime: '2026-03-11T10:00:00Z' });
  }
  return {
    id: `trk_${trackingCode.toLowerCase().padEnd(32, '0').slice(0, 32)}`,
    object: 'Tracker',
    mode: 'test',
    tracking_code: trackingCode,
    status,
    status_detail: 'status_update',
    created_at: '2026-03-09T14:00:00Z',
    updated_at: '2026-03-10T15:00:00Z',
    signed_by: status === 'delivered' ? 'John Tester' : null,
    weight: 16.0,
    est_delivery_date: '2026-03-12T00:00:00Z',
    shipment_id: null,
    carrier,
    tracking_details: details,
    carrier_detail: { object: 'CarrierDetail', service: 'Ground Advantage', container_type: null, est_delivery_date_local: null, est_delivery_time_local: null, origin_location: 'HOUSTON TX, 77001', destination_location: 'MIAMI FL, 33166' },
    finalized: true,
    is_return: status === 'return_to_sender',
    public_url: 'https://track.easypost.com/djE6dHJrXzUyYWY4YjI1',
    fees: [{ object: 'Fee', type: 'TrackerFee', amount: '0.02000', charged: false, refunded: false }],
  };
}

/** A webhook Event as EasyPost posts it: floats keep their ".0" in the raw body, and the body is signed. */
export function signedEasypostEvent(result: unknown, description = 'tracker.updated', secret = LOCAL_EASYPOST_WEBHOOK_SECRET) {
  const event = { id: 'evt_3c5bd2a0c8b011f0', object: 'Event', mode: 'test', description, previous_attributes: { status: 'in_transit' }, result, pending_urls: [], completed_urls: [], created_at: '2026-03-10T15:00:00Z', updated_at: '2026-03-10T15:00:00Z' };
  const body = JSON.stringify(event).replace(/"weight":(\d+)([,}])/g, '"weight":$1.0$2');
  return { body, headers: { 'Content-Type': 'application/json', 'X-Hmac-Signature': easypostSignature(body, secret) } };
}

const errorBody = (code: string, message: string) => JSON.stringify({ error: { code, message, errors: [] } });

export interface LocalEasypostServer {
  baseUrl: string;
  requests: { authorization: string | undefined; body: unknown }[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : null;
}

function answer(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(body);
}

export async function startLocalEasypostServer(): Promise<LocalEasypostServer> {
  const requests: LocalEasypostServer['requests'] = [];
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readJson(request);
    requests.push({ authorization: request.headers.authorization, body });
    if (request.method !== 'POST' || request.url !== '/v2/trackers') return answer(response, 404, errorBody('NOT_FOUND', 'The requested resource could not be found.'));
    if (request.headers.authorization !== `Basic ${Buffer.from(`${LOCAL_EASYPOST_API_KEY}:`).toString('base64')}`) {
      return answer(response, 401, errorBody('APIKEY.INACTIVE', 'This api key is no longer active. Please use a different api key or reactivate this key.'));
    }
    const { tracker } = (body ?? {}) as { tracker?: { tracking_code?: string; carrier?: string } };
    const code = tracker?.tracking_code ?? '';
    switch (code) {
      case FAILING_CODES.rateLimited:
        return answer(response, 429, errorBody('RATE_LIMITED', 'You have exceeded the rate limit. Please try again later.'), { 'retry-after': '7' });
      case FAILING_CODES.notFound:
        return answer(response, 404, errorBody('NOT_FOUND', 'The requested resource could not be found.'));
      case FAILING_CODES.invalid:
        return answer(response, 422, errorBody('TRACKER.CREATE.ERROR', 'Invalid tracking code for the carrier.'));
      case FAILING_CODES.serverError:
        return answer(response, 500, errorBody('INTERNAL_SERVER_ERROR', 'We experienced an internal error.'));
      case FAILING_CODES.badGateway:
        return answer(response, 502, '<html><body>502 Bad Gateway</body></html>', { 'content-type': 'text/html' });
      case FAILING_CODES.slow:
        setTimeout(() => response.destroyed || answer(response, 201, JSON.stringify(easypostTracker(code, 'in_transit'))), SLOW_ANSWER_MS).unref();
        return;
    }
    const status = (Object.entries(EASYPOST_TEST_CODES).find(([, testCode]) => testCode === code)?.[0] ?? 'in_transit') as Status;
    answer(response, 201, JSON.stringify(easypostTracker(code, status, tracker?.carrier ?? 'USPS')));
  };
  // Node ignores the handler's promise; a rejection stays unhandled, as before.
  const server = createServer((request, response) => void serve(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v2/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
