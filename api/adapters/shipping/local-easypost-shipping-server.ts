import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderTwinLabel } from './twin-label-pdf';

/**
 * Test support: a loopback HTTP server answering EasyPost's shipment calls (create with rates, buy, retrieve, label
 * conversion, refund) with the documented Shipment object, as EasyPost's own client library recorded it, and the
 * label files they point to.
 */

export const LOCAL_EASYPOST_SHIPPING_API_KEY = 'EZTK_local_shipping_key';

/** to_address.street1 values that make this server answer in a given way; any other shipment gets every rate. */
export const STANDIN_SHIPPING_STREETS = {
  /** 201 without rates: the carriers' messages do not name the address. */
  noRates: '1 No Rates Rd',
  /** 201 without rates: the carriers refuse the destination ZIP code. */
  badZip: '2 Bad Zip Way',
  /** 422 ADDRESS.VERIFY.FAILURE, the documented error object. */
  addressRefused: '3 Verify Failure St',
  /** Rates, but buying answers 422 SHIPMENT.POSTAGE.FAILURE (the carrier cannot take the ship-to name). */
  postageFailure: '4 Postage Failure Ave',
  /** The label bought is a PNG: its PDF comes from the label conversion. */
  pngLabel: '8 Png Label Ln',
  /** The label's file is an HTML error page, not a PDF. */
  htmlLabel: '7 Html Label Ct',
  rateLimited: '429 Rate Limit Rd',
  serverError: '500 Server Error St',
  badGateway: '502 Bad Gateway Ave',
  /** The shipment is created after SLOW_ANSWER_MS. */
  slow: '1500 Slow Ave',
  /** Buying buys at once but answers after SLOW_ANSWER_MS. */
  slowBuy: '1501 Slow Buy Ave',
  /** 201 with a Tracker instead of a Shipment. */
  notAShipment: '200 Tracker Blvd',
} as const;
export const SLOW_ANSWER_MS = 1_500;
export const STANDIN_RETRY_AFTER_SECONDS = 7;

/** The tracking codes the stand-in gives a bought label (EasyPost's test-mode USPS code, and valid UPS and FedEx ones). */
export const STANDIN_TRACKING_CODES: Record<string, string> = { USPS: '9400100110368068953228', UPSDAP: '1Z5R89390357567127', FedExDefault: '986578788855' };

/** The rates of every shipment: EasyPost's recorded USPS rates, UPS and FedEx through EasyPost's accounts, and a carrier we do not ship with. */
const RATES = [
  { key: 'usps_express', carrier: 'USPS', service: 'Express', rate: '33.10', retail_rate: '37.90', delivery_days: 2, est_delivery_days: 2, delivery_date: null },
  { key: 'usps_priority', carrier: 'USPS', service: 'Priority', rate: '6.90', retail_rate: '9.80', delivery_days: 2, est_delivery_days: 2, delivery_date: null },
  { key: 'usps_ground_advantage', carrier: 'USPS', service: 'GroundAdvantage', rate: '5.93', retail_rate: '8.45', delivery_days: 3, est_delivery_days: 3, delivery_date: null },
  { key: 'ups_ground', carrier: 'UPSDAP', service: 'Ground', rate: '10.96', retail_rate: '14.20', delivery_days: null, est_delivery_days: 3, delivery_date: null },
  { key: 'ups_2nd_day_air', carrier: 'UPSDAP', service: '2ndDayAir', rate: '21.80', retail_rate: '28.95', delivery_days: 2, est_delivery_days: 2, delivery_date: '2026-03-12T23:00:00Z' },
  { key: 'fedex_ground', carrier: 'FedExDefault', service: 'FEDEX_GROUND', rate: '10.41', retail_rate: '13.85', delivery_days: 3, est_delivery_days: 3, delivery_date: null },
  { key: 'fedex_2_day', carrier: 'FedExDefault', service: 'FEDEX_2_DAY', rate: '22.30', retail_rate: '30.10', delivery_days: 2, est_delivery_days: 2, delivery_date: null },
  { key: 'dhl_express', carrier: 'DHLExpress', service: 'ExpressWorldwideNonDoc', rate: '45.00', retail_rate: '52.00', delivery_days: 1, est_delivery_days: 1, delivery_date: null },
] as const;

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
interface SentShipment {
  from_address?: SentAddress;
  to_address?: SentAddress;
  parcel?: { weight?: number; length?: number; width?: number; height?: number };
  options?: Record<string, unknown>;
}

interface StoredShipment {
  id: string;
  sent: SentShipment;
  boughtRateKey: string | null;
  pdfConverted: boolean;
  refundStatus: string | null;
}

const CREATED_AT = '2026-03-10T15:00:00Z';
const idOf = (prefix: string, text: string) => `${prefix}_${Buffer.from(text).toString('hex').padEnd(32, '0').slice(0, 32)}`;

const address = (id: string, sent: SentAddress | undefined) => ({
  id,
  object: 'Address',
  created_at: '2026-03-10T15:00:00+00:00',
  updated_at: '2026-03-10T15:00:00+00:00',
  name: sent?.name ?? null,
  company: null,
  street1: sent?.street1 ?? null,
  street2: sent?.street2 ?? null,
  city: sent?.city ?? null,
  state: sent?.state ?? null,
  zip: sent?.zip ?? null,
  country: sent?.country ?? 'US',
  phone: '<REDACTED>',
  email: '<REDACTED>',
  mode: 'test',
  carrier_facility: null,
  residential: null,
  federal_tax_id: null,
  state_tax_id: null,
  verifications: {},
});

const rateObject = (shipmentId: string, rate: (typeof RATES)[number]) => ({
  id: `rate_${shipmentId.slice(4, 20)}${rate.key}`,
  object: 'Rate',
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
  mode: 'test',
  service: rate.service,
  carrier: rate.carrier,
  rate: rate.rate,
  currency: 'USD',
  retail_rate: rate.retail_rate,
  retail_currency: 'USD',
  list_rate: rate.rate,
  list_currency: 'USD',
  billing_type: 'easypost',
  delivery_days: rate.delivery_days,
  delivery_date: rate.delivery_date,
  delivery_date_guaranteed: false,
  est_delivery_days: rate.est_delivery_days,
  shipment_id: shipmentId,
  carrier_account_id: `ca_${rate.carrier.toLowerCase().padEnd(32, '0')}`,
});

export interface LocalEasypostShippingServer {
  baseUrl: string;
  requests: { method: string | undefined; url: string | undefined; authorization: string | undefined; body: unknown }[];
  /** The shipments it holds, by id (a test marks one bought, or reads what was sent). */
  shipments: Map<string, StoredShipment>;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : null;
}

const errorBody = (code: string, message: string, errors: unknown[] = []) => JSON.stringify({ error: { code, message, errors } });

function answer(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(body);
}

export async function startLocalEasypostShippingServer(): Promise<LocalEasypostShippingServer> {
  const requests: LocalEasypostShippingServer['requests'] = [];
  const shipments = new Map<string, StoredShipment>();
  let origin = '';
  let count = 0;

  const labelFile = (stored: StoredShipment, extension: 'pdf' | 'png' | 'html') => `${origin}/files/postage_label/20260310/${stored.id}.${extension}`;

  function shipmentObject(stored: StoredShipment) {
    const rates = (stored.sent.to_address?.street1 === STANDIN_SHIPPING_STREETS.noRates || stored.sent.to_address?.street1 === STANDIN_SHIPPING_STREETS.badZip ? [] : RATES).map((rate) =>
      rateObject(stored.id, rate),
    );
    const messages =
      stored.sent.to_address?.street1 === STANDIN_SHIPPING_STREETS.badZip
        ? [
            { carrier: 'USPS', carrier_account_id: 'ca_usps', type: 'rate_error', message: 'Invalid destination ZIP code.' },
            { carrier: 'UPSDAP', carrier_account_id: 'ca_upsdap', type: 'rate_error', message: 'The postal code 00000 is invalid for FL United States.' },
          ]
        : stored.sent.to_address?.street1 === STANDIN_SHIPPING_STREETS.noRates
          ? [{ carrier: 'FedEx', carrier_account_id: 'ca_fedex', type: 'rate_error', message: 'Shipment cannot weigh less than 16oz' }]
          : [];
    const bought = RATES.find((rate) => rate.key === stored.boughtRateKey);
    const png = stored.sent.to_address?.street1 === STANDIN_SHIPPING_STREETS.pngLabel;
    const html = stored.sent.to_address?.street1 === STANDIN_SHIPPING_STREETS.htmlLabel;
    const trackingCode = bought ? (STANDIN_TRACKING_CODES[bought.carrier] ?? null) : null;
    return {
      created_at: CREATED_AT,
      is_return: false,
      messages,
      mode: 'test',
      options: { ...stored.sent.options, currency: 'USD', payment: { type: 'SENDER' }, date_advance: 0 },
      reference: null,
      status: 'unknown',
      tracking_code: trackingCode,
      updated_at: CREATED_AT,
      batch_id: null,
      batch_status: null,
      batch_message: null,
      customs_info: null,
      from_address: address(idOf('adr', `from${stored.id}`), stored.sent.from_address),
      insurance: null,
      order_id: null,
      parcel: { id: idOf('prcl', stored.id), object: 'Parcel', created_at: CREATED_AT, updated_at: CREATED_AT, predefined_package: null, mode: 'test', length: null, width: null, height: null, ...stored.sent.parcel },
      postage_label: bought
        ? {
            object: 'PostageLabel',
            id: idOf('pl', stored.id),
            created_at: CREATED_AT,
            updated_at: CREATED_AT,
            date_advance: 0,
            integrated_form: 'none',
            label_date: CREATED_AT,
            label_resolution: 300,
            label_size: '4x6',
            label_type: 'default',
            label_file_type: png ? 'image/png' : 'application/pdf',
            label_url: labelFile(stored, png ? 'png' : html ? 'html' : 'pdf'),
            label_pdf_url: png && !stored.pdfConverted ? null : labelFile(stored, html ? 'html' : 'pdf'),
            label_zpl_url: null,
            label_epl2_url: null,
            label_file: null,
          }
        : null,
      rates,
      refund_status: stored.refundStatus,
      scan_form: null,
      selected_rate: bought ? rateObject(stored.id, bought) : null,
      tracker: null,
      to_address: address(idOf('adr', `to${stored.id}`), stored.sent.to_address),
      usps_zone: 4,
      forms: [],
      fees: [],
      id: stored.id,
      object: 'Shipment',
    };
  }

  async function serveLabel(response: ServerResponse, path: string) {
    const stored = [...shipments.values()].find((candidate) => path.includes(candidate.id));
    if (!stored?.boughtRateKey) return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    if (path.endsWith('.html')) return response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>AccessDenied</body></html>');
    const bought = RATES.find((rate) => rate.key === stored.boughtRateKey);
    const pdf = await renderTwinLabel({
      from: { name: 'EasyPost stand-in', street1: '417 Montgomery St', city: 'San Francisco', state: 'CA', zip: '94104' },
      to: { name: stored.sent.to_address?.name ?? '', street1: stored.sent.to_address?.street1 ?? '', city: stored.sent.to_address?.city ?? '', state: stored.sent.to_address?.state ?? '', zip: stored.sent.to_address?.zip ?? '' },
      carrier: bought?.carrier.startsWith('UPS') ? 'UPS' : bought?.carrier.startsWith('FedEx') ? 'FedEx' : 'USPS',
      service: bought?.service ?? '',
      weightOz: stored.sent.parcel?.weight ?? 0,
      trackingCode: STANDIN_TRACKING_CODES[bought?.carrier ?? 'USPS'] ?? '',
      shipmentId: stored.id,
      shipDate: CREATED_AT.slice(0, 10),
    });
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
  }

  function createShipment(response: ServerResponse, sent: SentShipment) {
    switch (sent.to_address?.street1) {
      case STANDIN_SHIPPING_STREETS.addressRefused:
        return answer(
          response,
          422,
          errorBody('ADDRESS.VERIFY.FAILURE', 'Address not found', [
            { field: 'address', message: 'Address not found', suggestion: null },
            { field: 'street1', message: 'House number is missing', suggestion: null },
          ]),
        );
      case STANDIN_SHIPPING_STREETS.rateLimited:
        return answer(response, 429, errorBody('RATE_LIMITED', 'You have exceeded the rate limit. Please try again later.'), { 'retry-after': String(STANDIN_RETRY_AFTER_SECONDS) });
      case STANDIN_SHIPPING_STREETS.serverError:
        return answer(response, 500, errorBody('INTERNAL_SERVER_ERROR', 'We experienced an internal error.'));
      case STANDIN_SHIPPING_STREETS.badGateway:
        return answer(response, 502, '<html><body>502 Bad Gateway</body></html>', { 'content-type': 'text/html' });
      case STANDIN_SHIPPING_STREETS.notAShipment:
        return answer(response, 201, JSON.stringify({ id: 'trk_1', object: 'Tracker' }));
    }
    if (!sent.parcel?.weight || sent.parcel.weight <= 0) {
      return answer(response, 422, errorBody('PARAMETER.REQUIRED', 'Missing required parameter.', [{ field: 'shipment.parcel.weight', message: 'cannot be blank' }]));
    }
    count += 1;
    const stored: StoredShipment = { id: idOf('shp', `standin${count}`), sent, boughtRateKey: null, pdfConverted: false, refundStatus: null };
    shipments.set(stored.id, stored);
    if (sent.to_address?.street1 === STANDIN_SHIPPING_STREETS.slow) {
      setTimeout(() => response.destroyed || answer(response, 201, JSON.stringify(shipmentObject(stored))), SLOW_ANSWER_MS).unref();
      return;
    }
    answer(response, 201, JSON.stringify(shipmentObject(stored)));
  }

  function buy(response: ServerResponse, stored: StoredShipment, rateId: string | undefined) {
    if (stored.boughtRateKey) return answer(response, 422, errorBody('SHIPMENT.POSTAGE.EXISTS', 'Postage already exists for this shipment.'));
    const rate = RATES.find((candidate) => rateObject(stored.id, candidate).id === rateId);
    if (!rate || shipmentObject(stored).rates.length === 0) {
      return answer(
        response,
        422,
        errorBody('SHIPMENT.MISSING_RATE', 'A valid rate must be supplied in order to purchase a shipment. Please verify the rate exists and that the rate is associated with the shipment being purchased.'),
      );
    }
    if (stored.sent.to_address?.street1 === STANDIN_SHIPPING_STREETS.postageFailure) return answer(response, 422, errorBody('SHIPMENT.POSTAGE.FAILURE', 'Missing or invalid ship to attention name'));
    stored.boughtRateKey = rate.key;
    if (stored.sent.to_address?.street1 === STANDIN_SHIPPING_STREETS.slowBuy) {
      setTimeout(() => response.destroyed || answer(response, 200, JSON.stringify(shipmentObject(stored))), SLOW_ANSWER_MS).unref();
      return;
    }
    answer(response, 200, JSON.stringify(shipmentObject(stored)));
  }

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readJson(request);
    requests.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
    const url = new URL(request.url ?? '/', origin);
    if (request.method === 'GET' && url.pathname.startsWith('/files/')) return serveLabel(response, url.pathname);
    if (request.headers.authorization !== `Basic ${Buffer.from(`${LOCAL_EASYPOST_SHIPPING_API_KEY}:`).toString('base64')}`) {
      return answer(response, 401, errorBody('APIKEY.INACTIVE', 'This api key is no longer active. Please use a different api key or reactivate this key.'));
    }
    if (request.method === 'POST' && url.pathname === '/v2/shipments') return createShipment(response, ((body ?? {}) as { shipment?: SentShipment }).shipment ?? {});
    const match = /^\/v2\/shipments\/([^/]+)(?:\/(buy|label|refund))?$/.exec(url.pathname);
    const stored = match ? shipments.get(match[1] ?? '') : undefined;
    if (!match || !stored) return answer(response, 404, errorBody('NOT_FOUND', 'The requested resource could not be found.'));
    const action = `${request.method} ${match[2] ?? ''}`;
    if (action === 'POST buy') return buy(response, stored, ((body ?? {}) as { rate?: { id?: string } }).rate?.id);
    if (action === 'GET ') return answer(response, 200, JSON.stringify(shipmentObject(stored)));
    if (action === 'GET label' && stored.boughtRateKey && url.searchParams.get('file_format') === 'PDF') {
      stored.pdfConverted = true;
      return answer(response, 200, JSON.stringify(shipmentObject(stored)));
    }
    if (action === 'POST refund') {
      if (!stored.boughtRateKey) return answer(response, 422, errorBody('SHIPMENT.REFUND.FAILURE', 'Unable to refund a shipment without postage.'));
      stored.refundStatus = 'submitted';
      return answer(response, 200, JSON.stringify(shipmentObject(stored)));
    }
    answer(response, 422, errorBody('SHIPMENT.INVALID_PARAMS', 'The request could not be processed.'));
  };
  const server = createServer((request, response) => void serve(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `${origin}/v2/`,
    requests,
    shipments,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
