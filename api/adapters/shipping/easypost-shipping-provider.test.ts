import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-clock';
import { createEasypostShippingProvider, serviceName } from './easypost-shipping-provider';
import {
  LOCAL_EASYPOST_SHIPPING_API_KEY,
  STANDIN_RETRY_AFTER_SECONDS,
  STANDIN_SHIPPING_STREETS,
  STANDIN_TRACKING_CODES,
  startLocalEasypostShippingServer,
  type LocalEasypostShippingServer,
} from './local-easypost-shipping-server';
import { QUOTE_LIFETIME_MS, ShippingError, type QuoteRequest, type ShippingErrorKind, type ShippingProvider } from './shipping-provider';

const request = (street1 = '350 5th Ave', weightOz = 36): QuoteRequest => ({
  from: { name: 'Miami Drop', street1: '7950 NW 53rd St', city: 'Miami', state: 'FL', zip: '33166', phone: '+13055550148' },
  to: { name: 'Ana Gómez', street1, street2: 'Apt 4B', city: 'New York', state: 'NY', zip: '10118' },
  parcel: { weightOz },
});

async function failure(promise: Promise<unknown>): Promise<ShippingError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ShippingError);
    return error as ShippingError;
  }
  throw new Error('expected a ShippingError');
}

describe('EasyPost shipping against a local EasyPost', () => {
  let server: LocalEasypostShippingServer;
  let provider: ShippingProvider;
  /** Gives up long before the stand-in's slow answers; the others wait as long as a busy machine needs to draw a label. */
  let impatient: ShippingProvider;
  const clock = createTestClock();
  beforeAll(async () => {
    server = await startLocalEasypostShippingServer();
    provider = createEasypostShippingProvider({ apiKey: LOCAL_EASYPOST_SHIPPING_API_KEY, baseUrl: server.baseUrl, timeoutMs: 10_000 }, clock.now);
    impatient = createEasypostShippingProvider({ apiKey: LOCAL_EASYPOST_SHIPPING_API_KEY, baseUrl: server.baseUrl, timeoutMs: 500 }, clock.now);
  });
  afterAll(() => server.close());

  const lastRequest = () => server.requests[server.requests.length - 1];
  const bought = async (street1?: string, carrier = 'USPS', service = 'Ground Advantage') => {
    const quote = await provider.quote(request(street1));
    const rate = quote.rates.find((candidate) => candidate.carrier === carrier && candidate.service === service)!;
    return { quote, rate, label: await provider.buyLabel({ shipmentId: quote.shipmentId, rateId: rate.rateId }) };
  };

  it('creates a Shipment with the API key, both US addresses, the weight in ounces and a PDF label format', async () => {
    await provider.quote({ ...request(), parcel: { weightOz: 36.04, lengthIn: 10, widthIn: 8, heightIn: 4 } });
    expect(lastRequest()).toMatchObject({ method: 'POST', url: '/v2/shipments', authorization: `Basic ${Buffer.from(`${LOCAL_EASYPOST_SHIPPING_API_KEY}:`).toString('base64')}` });
    expect(lastRequest()?.body).toEqual({
      shipment: {
        from_address: { name: 'Miami Drop', street1: '7950 NW 53rd St', city: 'Miami', state: 'FL', zip: '33166', country: 'US', phone: '+13055550148' },
        to_address: { name: 'Ana Gómez', street1: '350 5th Ave', street2: 'Apt 4B', city: 'New York', state: 'NY', zip: '10118', country: 'US' },
        parcel: { weight: 36, length: 10, width: 8, height: 4 },
        options: { label_format: 'PDF' },
      },
    });
  });

  it("answers the USPS, UPS and FedEx rates in cents, cheapest first, named for people, without other carriers", async () => {
    const quote = await provider.quote(request());
    expect(quote.shipmentId).toMatch(/^shp_/);
    expect(quote.expiresAt).toEqual(new Date(clock.now().getTime() + QUOTE_LIFETIME_MS));
    expect(quote.rates.map(({ carrier, service, amountCents, deliveryDays, estDeliveryDate }) => [carrier, service, amountCents, deliveryDays, estDeliveryDate])).toEqual([
      ['USPS', 'Ground Advantage', 593, 3, null],
      ['USPS', 'Priority Mail', 690, 2, null],
      ['FedEx', 'Ground', 1041, 3, null],
      ['UPS', 'Ground', 1096, 3, null],
      ['UPS', '2nd Day Air', 2180, 2, '2026-03-12'],
      ['FedEx', '2Day', 2230, 2, null],
      ['USPS', 'Priority Mail Express', 3310, 2, null],
    ]);
    expect(quote.rates.every((rate) => rate.currency === 'USD' && rate.rateId.startsWith('rate_'))).toBe(true);
  });

  it("buys the chosen rate, and its label's PDF is downloaded from the label URL", async () => {
    const { quote, rate, label } = await bought(undefined, 'UPS', '2nd Day Air');
    expect(lastRequest()).toMatchObject({ method: 'POST', url: `/v2/shipments/${quote.shipmentId}/buy`, body: { rate: { id: rate.rateId } } });
    expect(label).toEqual({ shipmentId: quote.shipmentId, trackingCode: STANDIN_TRACKING_CODES.UPSDAP, carrier: 'UPS', service: '2nd Day Air', amountCents: 2180, currency: 'USD' });
    const pdf = await provider.labelPdf(quote.shipmentId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s/g, '')).toContain(label.trackingCode);
  });

  it('answers the same label when a buy is asked again with the same rate, and refuses another rate', async () => {
    const { quote, rate, label } = await bought();
    expect(await provider.buyLabel({ shipmentId: quote.shipmentId, rateId: rate.rateId })).toEqual(label);
    const other = quote.rates.find((candidate) => candidate.rateId !== rate.rateId)!;
    expect((await failure(provider.buyLabel({ shipmentId: quote.shipmentId, rateId: other.rateId }))).kind).toBe('already_bought');
  });

  it('keeps a label bought by a buy whose answer came too late: asked again, it is that label', async () => {
    const quote = await provider.quote(request(STANDIN_SHIPPING_STREETS.slowBuy));
    const rate = quote.rates[0]!;
    const started = Date.now();
    const label = await impatient.buyLabel({ shipmentId: quote.shipmentId, rateId: rate.rateId });
    expect(Date.now() - started).toBeLessThan(1_400);
    expect(label).toMatchObject({ shipmentId: quote.shipmentId, trackingCode: STANDIN_TRACKING_CODES.USPS, amountCents: rate.amountCents });
    expect(server.requests.map((sent) => `${sent.method} ${sent.url}`).slice(-2)).toEqual([`POST /v2/shipments/${quote.shipmentId}/buy`, `GET /v2/shipments/${quote.shipmentId}`]);
  });

  it("refuses a rate that is not the shipment's as expired, and an unknown shipment as not found", async () => {
    const [a, b] = [await provider.quote(request()), await provider.quote(request())];
    const expired = await failure(provider.buyLabel({ shipmentId: a.shipmentId, rateId: b.rates[0]!.rateId }));
    expect(expired.kind).toBe('rate_expired');
    expect(expired.message).toContain('A valid rate must be supplied');
    expect((await failure(provider.buyLabel({ shipmentId: 'shp_unknown', rateId: a.rates[0]!.rateId }))).kind).toBe('not_found');
    expect((await failure(provider.labelPdf('shp_unknown'))).kind).toBe('not_found');
    expect((await failure(provider.refund('shp_unknown'))).kind).toBe('not_found');
  });

  it('answers not found for the PDF of a shipment without a label', async () => {
    const quote = await provider.quote(request());
    expect((await failure(provider.labelPdf(quote.shipmentId))).kind).toBe('not_found');
  });

  it('converts a PNG label to PDF before downloading it', async () => {
    const { quote } = await bought(STANDIN_SHIPPING_STREETS.pngLabel);
    const pdf = await provider.labelPdf(quote.shipmentId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(server.requests.some((sent) => sent.url === `/v2/shipments/${quote.shipmentId}/label?file_format=PDF`)).toBe(true);
  });

  it('answers unavailable when the label file is not a PDF', async () => {
    const { quote } = await bought(STANDIN_SHIPPING_STREETS.htmlLabel);
    const error = await failure(provider.labelPdf(quote.shipmentId));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('not a PDF');
  });

  it('submits a refund, and refuses one for a shipment without a label', async () => {
    const { quote } = await bought();
    expect(await provider.refund(quote.shipmentId)).toEqual({ status: 'submitted' });
    expect(lastRequest()).toMatchObject({ method: 'POST', url: `/v2/shipments/${quote.shipmentId}/refund` });
    const unbought = await provider.quote(request());
    expect((await failure(provider.refund(unbought.shipmentId))).kind).toBe('refund_refused');
  });

  it.each<[string, ShippingErrorKind, string]>([
    [STANDIN_SHIPPING_STREETS.addressRefused, 'invalid_address', 'EasyPost 422'],
    [STANDIN_SHIPPING_STREETS.badZip, 'invalid_address', 'Invalid destination ZIP code'],
    [STANDIN_SHIPPING_STREETS.noRates, 'no_rates', 'Shipment cannot weigh less than 16oz'],
    [STANDIN_SHIPPING_STREETS.serverError, 'unavailable', 'EasyPost 500'],
    [STANDIN_SHIPPING_STREETS.badGateway, 'unavailable', 'EasyPost 502'],
    [STANDIN_SHIPPING_STREETS.notAShipment, 'unavailable', 'not a Shipment'],
  ])('answers a quote to %s as %s, saying why', async (street1, kind, reason) => {
    const error = await failure(provider.quote(request(street1)));
    expect(error.kind).toBe(kind);
    expect(error.message).toContain(reason);
  });

  it('answers a 422 about the weight as an invalid parcel', async () => {
    expect((await failure(provider.quote(request(undefined, 0)))).kind).toBe('invalid_parcel');
  });

  it('answers a 429 as rate limited with the wait EasyPost asked for', async () => {
    expect(await failure(provider.quote(request(STANDIN_SHIPPING_STREETS.rateLimited)))).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: STANDIN_RETRY_AFTER_SECONDS });
  });

  it("answers the carrier's refusal to sell a label for its ship-to as an invalid address", async () => {
    const quote = await provider.quote(request(STANDIN_SHIPPING_STREETS.postageFailure));
    const error = await failure(provider.buyLabel({ shipmentId: quote.shipmentId, rateId: quote.rates[0]!.rateId }));
    expect(error.kind).toBe('invalid_address');
    expect(error.message).toContain('Missing or invalid ship to attention name');
  });

  it('gives up on a slow answer after its timeout as unavailable', async () => {
    const started = Date.now();
    expect((await failure(impatient.quote(request(STANDIN_SHIPPING_STREETS.slow)))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it('answers unavailable for a refused API key or an unreachable server', async () => {
    const wrongKey = createEasypostShippingProvider({ apiKey: 'EZTK_wrong', baseUrl: server.baseUrl, timeoutMs: 500 });
    expect(await failure(wrongKey.quote(request()))).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('401') });
    const nowhere = createEasypostShippingProvider({ apiKey: LOCAL_EASYPOST_SHIPPING_API_KEY, baseUrl: 'http://127.0.0.1:9/v2/', timeoutMs: 500 });
    expect(await failure(nowhere.quote(request()))).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('ECONNREFUSED') });
  });
});

describe('EasyPost answers the local EasyPost never gives', () => {
  const clock = createTestClock();

  /** A server answering every request the same way. */
  async function answering(status: number, body: string, headers: Record<string, string> = {}) {
    const server = createServer((_request, response) => response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      provider: createEasypostShippingProvider({ apiKey: 'k', baseUrl: `http://127.0.0.1:${port}/v2/`, timeoutMs: 2_000 }, clock.now),
      close: () => server.close(),
    };
  }

  it('reads a Retry-After given as an HTTP date, and a 429 without one as no wait given', async () => {
    const body = JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests', errors: [] } });
    const dated = await answering(429, body, { 'retry-after': new Date(clock.now().getTime() + 30_000).toUTCString() });
    expect(await failure(dated.provider.quote(request()))).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 30 });
    dated.close();
    const bare = await answering(429, body);
    expect(await failure(bare.provider.buyLabel({ shipmentId: 'shp_1', rateId: 'rate_1' }))).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: null });
    bare.close();
  });

  it('reads another 422 as a refused request, and 402 (no funds) as unavailable', async () => {
    const refused = await answering(422, JSON.stringify({ error: { code: 'SHIPMENT.INVALID_PARAMS', message: 'Unable to create shipment.', errors: [] } }));
    expect((await failure(refused.provider.quote(request()))).kind).toBe('invalid_request');
    refused.close();
    const unpaid = await answering(402, JSON.stringify({ error: { code: 'PAYMENT.REQUIRED', message: 'Insufficient funds.', errors: [] } }));
    expect((await failure(unpaid.provider.buyLabel({ shipmentId: 'shp_1', rateId: 'rate_1' }))).kind).toBe('unavailable');
    unpaid.close();
  });

  it('refuses a label address that is not https', async () => {
    const shipment = { id: 'shp_1', object: 'Shipment', tracking_code: 'EZ1', postage_label: { label_url: 'http://example.com/label.pdf', label_pdf_url: 'http://example.com/label.pdf', label_file_type: 'application/pdf' } };
    const plain = await answering(200, JSON.stringify(shipment));
    expect(await failure(plain.provider.labelPdf('shp_1'))).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('not https') });
    plain.close();
  });

  it('answers unavailable for a bought shipment without a tracking code', async () => {
    const odd = await answering(200, JSON.stringify({ id: 'shp_1', object: 'Shipment', tracking_code: null, selected_rate: null }));
    expect((await failure(odd.provider.buyLabel({ shipmentId: 'shp_1', rateId: 'rate_1' }))).kind).toBe('unavailable');
    odd.close();
  });
});

describe("EasyPost's service names", () => {
  it('names the known codes as the carriers do, and spells out an unknown one', () => {
    expect(['GroundAdvantage', 'Express', '2ndDayAir', 'FEDEX_2_DAY', 'SMART_POST'].map(serviceName)).toEqual(['Ground Advantage', 'Priority Mail Express', '2nd Day Air', '2Day', 'Ground Economy']);
    expect(serviceName('FEDEX_INTERNATIONAL_PRIORITY')).toBe('Fedex International Priority');
    expect(serviceName('NewServiceCode')).toBe('New Service Code');
  });
});
