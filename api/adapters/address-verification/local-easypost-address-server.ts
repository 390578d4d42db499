import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a loopback HTTP server answering POST /v2/addresses with `verify` the way EasyPost documents it. */

export const LOCAL_EASYPOST_ADDRESS_API_KEY = 'EZTK_local_address_key';

/** Streets that make this server answer in a given way; any other address is found as typed (in capitals). */
export const STANDIN_STREETS = {
  /** Found with corrections: the street's suffix, the floor and a ZIP+4. */
  corrected: '417 Montgomery Street',
  /** `delivery` fails: Address not found, house number missing (the documented errors). */
  notFound: '1 Nowhere Lane',
  /** verify_strict's 422 ADDRESS.VERIFY.FAILURE. */
  strictFailure: '2 Strict Failure Way',
  rateLimited: '429 Rate Limit Rd',
  serverError: '500 Server Error St',
  badGateway: '502 Bad Gateway Ave',
  slow: '1500 Slow Ave',
  notAnAddress: '200 Shipment Blvd',
} as const;
export const SLOW_ANSWER_MS = 1_500;

const errorBody = (code: string, message: string, errors: unknown[] = []) => JSON.stringify({ error: { code, message, errors } });

interface SentAddress {
  name?: string;
  street1?: string;
  street2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phone?: string;
}

const verification = (success: boolean, errors: unknown[] = [], details: unknown = null) => ({ success, errors, details });
const DELIVERY_DETAILS = { latitude: 37.79342, longitude: -122.40288, time_zone: 'America/Los_Angeles' };
const NOT_FOUND_ERRORS = [
  { code: 'E.ADDRESS.NOT_FOUND', field: 'address', message: 'Address not found', suggestion: null },
  { code: 'E.HOUSE_NUMBER.MISSING', field: 'street1', message: 'House number is missing', suggestion: null },
];

/** An Address shaped like the documented object (ids, capitals, verifications). */
export function easypostAddress(address: SentAddress, overrides: Partial<Record<string, unknown>> = {}) {
  const upper = (text: string | undefined) => (text ? text.toUpperCase() : null);
  return {
    id: 'adr_3a2086e3bafa11eeb8d4ac1f6bc539ae',
    object: 'Address',
    mode: 'test',
    created_at: '2026-03-10T15:00:00+00:00',
    updated_at: '2026-03-10T15:00:00+00:00',
    name: upper(address.name),
    company: null,
    street1: upper(address.street1),
    street2: upper(address.street2),
    city: upper(address.city),
    state: upper(address.state),
    zip: address.zip ?? null,
    country: 'US',
    phone: address.phone?.replace(/^\+1/, '') ?? null,
    email: null,
    residential: true,
    carrier_facility: null,
    federal_tax_id: null,
    state_tax_id: null,
    verifications: { zip4: verification(true), delivery: verification(true, [], DELIVERY_DETAILS) },
    ...overrides,
  };
}

export interface LocalEasypostAddressServer {
  baseUrl: string;
  requests: { method: string | undefined; url: string | undefined; authorization: string | undefined; body: unknown }[];
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

export async function startLocalEasypostAddressServer(): Promise<LocalEasypostAddressServer> {
  const requests: LocalEasypostAddressServer['requests'] = [];
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readJson(request);
    requests.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
    if (request.method !== 'POST' || request.url !== '/v2/addresses') return answer(response, 404, errorBody('NOT_FOUND', 'The requested resource could not be found.'));
    if (request.headers.authorization !== `Basic ${Buffer.from(`${LOCAL_EASYPOST_ADDRESS_API_KEY}:`).toString('base64')}`) {
      return answer(response, 401, errorBody('APIKEY.INACTIVE', 'This api key is no longer active. Please use a different api key or reactivate this key.'));
    }
    const address = ((body ?? {}) as { address?: SentAddress }).address ?? {};
    switch (address.street1) {
      case STANDIN_STREETS.corrected:
        return answer(response, 201, JSON.stringify(easypostAddress({ ...address, street1: '417 MONTGOMERY ST', street2: 'FL 5', zip: '94104-1129' })));
      case STANDIN_STREETS.notFound:
        return answer(
          response,
          201,
          JSON.stringify(easypostAddress(address, { verifications: { zip4: verification(false, NOT_FOUND_ERRORS.slice(0, 1)), delivery: verification(false, NOT_FOUND_ERRORS, {}) } })),
        );
      case STANDIN_STREETS.strictFailure:
        return answer(response, 422, errorBody('ADDRESS.VERIFY.FAILURE', 'Address not found', NOT_FOUND_ERRORS.map(({ field, message, suggestion }) => ({ field, message, suggestion }))));
      case STANDIN_STREETS.rateLimited:
        return answer(response, 429, errorBody('RATE_LIMITED', 'You have exceeded the rate limit. Please try again later.'), { 'retry-after': '7' });
      case STANDIN_STREETS.serverError:
        return answer(response, 500, errorBody('INTERNAL_SERVER_ERROR', 'We experienced an internal error.'));
      case STANDIN_STREETS.badGateway:
        return answer(response, 502, '<html><body>502 Bad Gateway</body></html>', { 'content-type': 'text/html' });
      case STANDIN_STREETS.notAnAddress:
        return answer(response, 201, JSON.stringify({ id: 'shp_1', object: 'Shipment' }));
      case STANDIN_STREETS.slow:
        setTimeout(() => response.destroyed || answer(response, 201, JSON.stringify(easypostAddress(address))), SLOW_ANSWER_MS).unref();
        return;
    }
    answer(response, 201, JSON.stringify(easypostAddress(address)));
  };
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
