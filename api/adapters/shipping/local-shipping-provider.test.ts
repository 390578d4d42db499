import { describe, expect, it } from 'vitest';
import { createTestClock, DAY_MS, HOUR_MS } from '../../test/test-clock';
import { createLocalShippingProvider, TWIN_RETRY_AFTER_SECONDS, TWIN_TRIGGER_ZIPS } from './local-shipping-provider';
import { isShippingError, QUOTE_LIFETIME_MS, ShippingError, type ShippingAddress, type ShippingErrorKind, type QuoteRequest, type ShippingRate } from './shipping-provider';

const WAREHOUSE: ShippingAddress = { name: 'Miami Drop', street1: '7950 NW 53rd St', city: 'Miami', state: 'FL', zip: '33166', phone: '+13055550148' };
const to = (zip: string, overrides: Partial<ShippingAddress> = {}): ShippingAddress => ({ name: 'Ana Gómez', street1: '350 5th Ave', city: 'New York', state: 'NY', zip, ...overrides });
const request = (zip = '10118', weightOz = 36, overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({ from: WAREHOUSE, to: to(zip), parcel: { weightOz }, ...overrides });

function setUp() {
  // A Tuesday, 10:00 in New York.
  const clock = createTestClock(new Date('2026-03-10T14:00:00Z'));
  return { clock, provider: createLocalShippingProvider(clock.now) };
}

async function failure(promise: Promise<unknown>): Promise<ShippingError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ShippingError);
    return error as ShippingError;
  }
  throw new Error('expected a ShippingError');
}

const priceOf = (rates: ShippingRate[], carrier: string, service: string) => rates.find((rate) => rate.carrier === carrier && rate.service === service)?.amountCents ?? NaN;

describe('local shipping twin: quotes', () => {
  it('offers USPS, UPS and FedEx services in dollars, cheapest first, with delivery days and dates', async () => {
    const { provider } = setUp();
    const quote = await provider.quote(request());
    expect(quote.shipmentId).toMatch(/^shp_local_[0-9a-f]{24}$/);
    expect(quote.rates.map((rate) => `${rate.carrier} ${rate.service}`).sort()).toEqual(
      ['FedEx 2Day', 'FedEx Ground', 'UPS 2nd Day Air', 'UPS Ground', 'USPS Ground Advantage', 'USPS Priority Mail'].sort(),
    );
    const amounts = quote.rates.map((rate) => rate.amountCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    for (const rate of quote.rates) {
      expect(rate).toMatchObject({ currency: 'USD', rateId: expect.stringMatching(/^rate_local_/) });
      expect(Number.isInteger(rate.amountCents) && rate.amountCents > 400 && rate.amountCents < 10_000).toBe(true);
      expect(rate.deliveryDays).toBeGreaterThanOrEqual(1);
      expect(rate.estDeliveryDate).toMatch(/^2026-03-\d\d$/);
    }
    expect(new Set(quote.rates.map((rate) => rate.rateId)).size).toBe(quote.rates.length);
  });

  it('prices ground below air, and charges more for farther and heavier parcels', async () => {
    const { provider } = setUp();
    const near = (await provider.quote(request('32801'))).rates;
    const far = (await provider.quote(request('94104'))).rates;
    const heavy = (await provider.quote(request('94104', 20 * 16))).rates;
    for (const [carrier, service] of [['USPS', 'Ground Advantage'], ['UPS', 'Ground'], ['FedEx', '2Day']] as const) {
      expect(priceOf(far, carrier, service)).toBeGreaterThan(priceOf(near, carrier, service));
      expect(priceOf(heavy, carrier, service)).toBeGreaterThan(priceOf(far, carrier, service));
    }
    expect(priceOf(far, 'UPS', 'Ground')).toBeLessThan(priceOf(far, 'UPS', '2nd Day Air'));
    expect(priceOf(far, 'FedEx', 'Ground')).toBeLessThan(priceOf(far, 'FedEx', '2Day'));
    expect(priceOf(far, 'USPS', 'Ground Advantage')).toBeLessThan(priceOf(far, 'USPS', 'Priority Mail'));
  });

  it('takes longer by ground the farther it goes, and two days by air', async () => {
    const { provider } = setUp();
    const days = async (zip: string, service: string) => (await provider.quote(request(zip))).rates.find((rate) => rate.carrier === 'UPS' && rate.service === service)?.deliveryDays;
    expect(await days('33139', 'Ground')).toBe(1);
    expect(await days('94104', 'Ground')).toBe(5);
    expect(await days('33139', '2nd Day Air')).toBe(2);
    expect(await days('94104', '2nd Day Air')).toBe(2);
  });

  it('counts business days for the delivery date: a 5-day parcel quoted on a Tuesday arrives the next Tuesday', async () => {
    const { provider } = setUp();
    const ground = (await provider.quote(request('94104'))).rates.find((rate) => rate.carrier === 'UPS' && rate.service === 'Ground');
    expect(ground).toMatchObject({ deliveryDays: 5, estDeliveryDate: '2026-03-17' });
  });

  it('is deterministic: the same parcel to the same place costs the same', async () => {
    const { provider } = setUp();
    const strip = (rates: ShippingRate[]) => rates.map(({ rateId: _rateId, ...rate }) => rate);
    expect(strip((await provider.quote(request())).rates)).toEqual(strip((await provider.quote(request())).rates));
  });

  it('sends nothing by ground to Alaska and Hawaii, only USPS and air', async () => {
    const { provider } = setUp();
    const rates = (await provider.quote(request('99501'))).rates.map((rate) => `${rate.carrier} ${rate.service}`);
    expect(rates.sort()).toEqual(['FedEx 2Day', 'UPS 2nd Day Air', 'USPS Ground Advantage', 'USPS Priority Mail']);
  });

  it('leaves USPS out over 70 lb and refuses a parcel over 150 lb or without weight', async () => {
    const { provider } = setUp();
    const carriers = new Set((await provider.quote(request('10118', 80 * 16))).rates.map((rate) => rate.carrier));
    expect([...carriers].sort()).toEqual(['FedEx', 'UPS']);
    expect((await failure(provider.quote(request('10118', 151 * 16)))).kind).toBe('invalid_parcel');
    expect((await failure(provider.quote(request('10118', 0)))).kind).toBe('invalid_parcel');
    expect((await failure(provider.quote({ ...request(), parcel: { weightOz: 16, lengthIn: 0, widthIn: 5, heightIn: 5 } }))).kind).toBe('invalid_parcel');
  });

  it('bills a big light box by its dimensional weight', async () => {
    const { provider } = setUp();
    const small = (await provider.quote({ ...request(), parcel: { weightOz: 16, lengthIn: 6, widthIn: 4, heightIn: 4 } })).rates;
    const big = (await provider.quote({ ...request(), parcel: { weightOz: 16, lengthIn: 24, widthIn: 18, heightIn: 18 } })).rates;
    expect(priceOf(big, 'UPS', 'Ground')).toBeGreaterThan(priceOf(small, 'UPS', 'Ground'));
    expect(priceOf(small, 'UPS', 'Ground')).toBe(priceOf((await provider.quote(request('10118', 16))).rates, 'UPS', 'Ground'));
  });

  it.each<[string, ShippingErrorKind, number | null]>([
    [TWIN_TRIGGER_ZIPS.invalidAddress, 'invalid_address', null],
    ['3316', 'invalid_address', null],
    [TWIN_TRIGGER_ZIPS.noRates, 'no_rates', null],
    [TWIN_TRIGGER_ZIPS.rateLimited, 'rate_limited', TWIN_RETRY_AFTER_SECONDS],
    [TWIN_TRIGGER_ZIPS.unavailable, 'unavailable', null],
  ])('answers a quote to ZIP %s as %s', async (zip, kind, retryAfterSeconds) => {
    const error = await failure(setUp().provider.quote(request(zip)));
    expect(error).toMatchObject({ kind, retryAfterSeconds });
    expect(isShippingError(error, kind)).toBe(true);
  });

  it('refuses an address without a state of two letters, a street or a city', async () => {
    const { provider } = setUp();
    for (const overrides of [{ state: 'New York' }, { street1: ' ' }, { city: '' }]) {
      expect((await failure(provider.quote({ ...request(), to: to('10118', overrides) }))).kind).toBe('invalid_address');
    }
    expect((await failure(provider.quote({ ...request(), from: { ...WAREHOUSE, zip: '00000' } }))).kind).toBe('invalid_address');
  });

  it('lets a quote be bought for QUOTE_LIFETIME_MS (24 hours)', async () => {
    expect(QUOTE_LIFETIME_MS).toBe(24 * HOUR_MS);
    const { clock, provider } = setUp();
    const quote = await provider.quote(request());
    expect(quote.expiresAt).toEqual(new Date(clock.now().getTime() + QUOTE_LIFETIME_MS));
    clock.advance(QUOTE_LIFETIME_MS - 1);
    await expect(provider.buyLabel({ shipmentId: quote.shipmentId, rateId: quote.rates[0]!.rateId })).resolves.toMatchObject({ shipmentId: quote.shipmentId });
    const late = await provider.quote(request());
    clock.advance(QUOTE_LIFETIME_MS);
    expect((await failure(provider.buyLabel({ shipmentId: late.shipmentId, rateId: late.rates[0]!.rateId }))).kind).toBe('rate_expired');
    // Once nobody can buy it, a new quote forgets it.
    await provider.quote(request());
    expect((await failure(provider.buyLabel({ shipmentId: late.shipmentId, rateId: late.rates[0]!.rateId }))).kind).toBe('not_found');
  });
});

describe('local shipping twin: labels and refunds', () => {
  it("buys the chosen rate: its carrier, service, price and a tracking code of that carrier", async () => {
    const { provider } = setUp();
    const quote = await provider.quote(request());
    const ups = quote.rates.find((rate) => rate.carrier === 'UPS' && rate.service === 'Ground')!;
    const label = await provider.buyLabel({ shipmentId: quote.shipmentId, rateId: ups.rateId });
    expect(label).toEqual({ shipmentId: quote.shipmentId, trackingCode: expect.stringMatching(/^1Z[0-9A-Z]{16}$/), carrier: 'UPS', service: 'Ground', amountCents: ups.amountCents, currency: 'USD' });
  });

  it('answers the same label when asked again with the same rate, and refuses another rate on a bought shipment', async () => {
    const { provider } = setUp();
    const quote = await provider.quote(request());
    const [first, second] = quote.rates;
    const label = await provider.buyLabel({ shipmentId: quote.shipmentId, rateId: first!.rateId });
    expect(await provider.buyLabel({ shipmentId: quote.shipmentId, rateId: first!.rateId })).toEqual(label);
    expect((await failure(provider.buyLabel({ shipmentId: quote.shipmentId, rateId: second!.rateId }))).kind).toBe('already_bought');
  });

  it('refuses a rate of another shipment as expired, and an unknown shipment as not found', async () => {
    const { provider } = setUp();
    const [a, b] = [await provider.quote(request()), await provider.quote(request())];
    expect((await failure(provider.buyLabel({ shipmentId: a.shipmentId, rateId: b.rates[0]!.rateId }))).kind).toBe('rate_expired');
    expect((await failure(provider.buyLabel({ shipmentId: 'shp_local_nope', rateId: a.rates[0]!.rateId }))).kind).toBe('not_found');
  });

  it('gives the PDF only of a bought label, the same bytes each time', async () => {
    const { provider } = setUp();
    const quote = await provider.quote(request());
    expect((await failure(provider.labelPdf(quote.shipmentId))).kind).toBe('not_found');
    expect((await failure(provider.labelPdf('shp_local_nope'))).kind).toBe('not_found');
    await provider.buyLabel({ shipmentId: quote.shipmentId, rateId: quote.rates[0]!.rateId });
    const pdf = await provider.labelPdf(quote.shipmentId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await provider.labelPdf(quote.shipmentId)).toBe(pdf);
  });

  it('submits the refund of a bought label, again if asked, within the carrier window (USPS 30 days, UPS and FedEx 90)', async () => {
    const { clock, provider } = setUp();
    const buy = async (carrier: string) => {
      const quote = await provider.quote(request());
      const rate = quote.rates.find((candidate) => candidate.carrier === carrier)!;
      await provider.buyLabel({ shipmentId: quote.shipmentId, rateId: rate.rateId });
      return quote.shipmentId;
    };
    const [usps, ups, refunded] = [await buy('USPS'), await buy('UPS'), await buy('FedEx')];
    expect(await provider.refund(refunded)).toEqual({ status: 'submitted' });
    clock.advance(31 * DAY_MS);
    expect((await failure(provider.refund(usps))).kind).toBe('refund_refused');
    expect(await provider.refund(ups)).toEqual({ status: 'submitted' });
    clock.advance(60 * DAY_MS);
    expect(await provider.refund(refunded)).toEqual({ status: 'submitted' });
  });

  it('refuses to refund a shipment without a label, and does not know an unknown one', async () => {
    const { provider } = setUp();
    const quote = await provider.quote(request());
    expect((await failure(provider.refund(quote.shipmentId))).kind).toBe('refund_refused');
    expect((await failure(provider.refund('shp_local_nope'))).kind).toBe('not_found');
  });
});
