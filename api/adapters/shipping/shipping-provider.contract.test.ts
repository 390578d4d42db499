import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectCarrier } from '../../../shared/packages/carriers';
import { DATE_STRING_PATTERN } from '../../../shared/time/date-string';
import { createTestClock } from '../../test/test-clock';
import { createShippingProvider } from './create-shipping-provider';
import { LOCAL_EASYPOST_SHIPPING_API_KEY, STANDIN_SHIPPING_STREETS, startLocalEasypostShippingServer, type LocalEasypostShippingServer } from './local-easypost-shipping-server';
import { TWIN_TRIGGER_ZIPS } from './local-shipping-provider';
import { isShippingError, SHIPPING_CARRIERS, TRACKING_CARRIER, type QuoteRequest, type ShippingProvider } from './shipping-provider';

interface Subject {
  provider: ShippingProvider;
  deliverable: QuoteRequest;
  undeliverable: QuoteRequest;
}

const clock = createTestClock();
let server: LocalEasypostShippingServer;
beforeAll(async () => {
  server = await startLocalEasypostShippingServer();
});
afterAll(() => server.close());

const deliverable: QuoteRequest = {
  from: { name: 'Miami Drop', street1: '7950 NW 53rd St', city: 'Miami', state: 'FL', zip: '33166', phone: '+13055550148' },
  to: { name: 'Ana Gómez', street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', phone: '+12125550100' },
  parcel: { weightOz: 36 },
};

const subjects: Record<'local' | 'easypost', () => Subject> = {
  local: () => ({
    provider: createShippingProvider({ adapter: 'local' }, clock.now),
    deliverable,
    undeliverable: { ...deliverable, to: { ...deliverable.to, zip: TWIN_TRIGGER_ZIPS.invalidAddress } },
  }),
  easypost: () => ({
    provider: createShippingProvider({ adapter: 'easypost', easypostApiKey: LOCAL_EASYPOST_SHIPPING_API_KEY, easypostBaseUrl: server.baseUrl }, clock.now),
    deliverable,
    undeliverable: { ...deliverable, to: { ...deliverable.to, street1: STANDIN_SHIPPING_STREETS.badZip } },
  }),
};

describe.each(['local', 'easypost'] as const)('shipping provider contract: %s', (name) => {
  it('is named after its adapter', () => {
    expect(subjects[name]().provider.name).toBe(name);
  });

  it('quotes rates of our carriers in US cents, cheapest first, to be bought within the quote lifetime', async () => {
    const { provider, deliverable: request } = subjects[name]();
    const quote = await provider.quote(request);
    expect(quote.rates.length).toBeGreaterThan(2);
    expect(new Set(quote.rates.map((rate) => rate.carrier))).toEqual(new Set(SHIPPING_CARRIERS));
    for (const rate of quote.rates) {
      expect(Number.isInteger(rate.amountCents) && rate.amountCents > 0).toBe(true);
      expect(rate.currency).toBe('USD');
      expect(rate.service.trim()).not.toBe('');
      expect(rate.deliveryDays === null || rate.deliveryDays > 0).toBe(true);
      expect(rate.estDeliveryDate === null || DATE_STRING_PATTERN.test(rate.estDeliveryDate)).toBe(true);
    }
    const amounts = quote.rates.map((rate) => rate.amountCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(quote.expiresAt.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('buys a label whose tracking code is of its carrier, once, and gives its PDF', async () => {
    const { provider, deliverable: request } = subjects[name]();
    const quote = await provider.quote(request);
    const rate = quote.rates[0]!;
    const label = await provider.buyLabel({ shipmentId: quote.shipmentId, rateId: rate.rateId });
    expect(label).toMatchObject({ shipmentId: quote.shipmentId, carrier: rate.carrier, service: rate.service, amountCents: rate.amountCents, currency: 'USD' });
    expect(detectCarrier(label.trackingCode).candidates).toContain(TRACKING_CARRIER[label.carrier]);
    expect(await provider.buyLabel({ shipmentId: quote.shipmentId, rateId: rate.rateId })).toEqual(label);
    expect((await provider.labelPdf(quote.shipmentId)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await provider.refund(quote.shipmentId)).status).toBe('submitted');
  });

  it('refuses an address the carriers cannot deliver to, and knows no unknown shipment', async () => {
    const { provider, undeliverable } = subjects[name]();
    await expect(provider.quote(undeliverable)).rejects.toSatisfy((error) => isShippingError(error, 'invalid_address'));
    await expect(provider.labelPdf('shp_0123456789abcdef0123456789abcdef')).rejects.toSatisfy((error) => isShippingError(error, 'not_found'));
  });
});
