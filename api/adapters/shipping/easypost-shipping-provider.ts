import { z } from 'zod';
import { isValidDateString } from '../../../shared/time/date-string';
import { easypostRequest, type EasypostClient, type EasypostFailure } from '../easypost-request';
import { retryAfterSeconds } from '../retry-after';
import {
  isShippingError,
  QUOTE_LIFETIME_MS,
  ShippingError,
  type BoughtLabel,
  type ShippingAddress,
  type ShippingCarrier,
  type ShippingErrorKind,
  type ShippingProvider,
  type ShippingRate,
} from './shipping-provider';

export interface EasypostShippingConfig {
  apiKey: string;
  /** Default https://api.easypost.com/v2/; tests point it at a local server. Must end with a slash. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** A carrier may take several seconds to sell a label; a customer waits on a quote, staff on a label. */
const DEFAULT_TIMEOUT_MS = 20_000;

/** EasyPost's carrier names (with their account variants, UPSDAP, FedExDefault…) to ours; other carriers are not offered. */
const OUR_CARRIERS: [RegExp, ShippingCarrier][] = [
  [/^usps/i, 'USPS'],
  [/^ups/i, 'UPS'],
  [/^fedex/i, 'FedEx'],
];

/** EasyPost's service codes as the carriers name them to people; an unknown code is spelled out from its parts. */
const SERVICE_NAMES: Record<string, string> = {
  GroundAdvantage: 'Ground Advantage',
  Priority: 'Priority Mail',
  Express: 'Priority Mail Express',
  ParcelSelect: 'Parcel Select',
  MediaMail: 'Media Mail',
  Ground: 'Ground',
  UPSGroundsaver: 'Ground Saver',
  '3DaySelect': '3 Day Select',
  '2ndDayAir': '2nd Day Air',
  '2ndDayAirAM': '2nd Day Air A.M.',
  NextDayAirSaver: 'Next Day Air Saver',
  NextDayAir: 'Next Day Air',
  NextDayAirEarlyAM: 'Next Day Air Early',
  FEDEX_GROUND: 'Ground',
  GROUND_HOME_DELIVERY: 'Home Delivery',
  SMART_POST: 'Ground Economy',
  FEDEX_EXPRESS_SAVER: 'Express Saver',
  FEDEX_2_DAY: '2Day',
  FEDEX_2_DAY_AM: '2Day A.M.',
  STANDARD_OVERNIGHT: 'Standard Overnight',
  PRIORITY_OVERNIGHT: 'Priority Overnight',
  FIRST_OVERNIGHT: 'First Overnight',
};

export function serviceName(code: string): string {
  const known = SERVICE_NAMES[code];
  if (known) return known;
  const words = code.includes('_') ? code.toLowerCase().split('_') : code.split(/(?<=[a-z])(?=[A-Z0-9])/);
  return words
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const RateSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  service: z.string(),
  rate: z.string(),
  currency: z.string().nullish(),
  delivery_days: z.number().nullish(),
  est_delivery_days: z.number().nullish(),
  delivery_date: z.string().nullish(),
});
const ShipmentSchema = z.object({
  id: z.string().startsWith('shp_'),
  object: z.literal('Shipment'),
  rates: z.array(z.unknown()).nullish(),
  messages: z.array(z.object({ carrier: z.string().nullish(), message: z.unknown() })).nullish(),
  tracking_code: z.string().nullish(),
  selected_rate: RateSchema.nullish(),
  postage_label: z.object({ label_url: z.string().nullish(), label_pdf_url: z.string().nullish(), label_file_type: z.string().nullish() }).nullish(),
  refund_status: z.enum(['submitted', 'refunded', 'rejected', 'not_applicable']).nullish(),
});
type EasypostShipment = z.infer<typeof ShipmentSchema>;
const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string().nullish(),
    message: z.unknown(),
    errors: z.array(z.union([z.object({ field: z.string().nullish(), message: z.unknown() }), z.string()])).nullish(),
  }),
});

/** "5.93" as 593; null for anything that is not dollars and cents. */
function centsOf(amount: string): number | null {
  return /^\d+(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : null;
}

/** A rate as ours, or null when it is of another carrier, another currency or an unreadable price. */
function rateOf(value: unknown): ShippingRate | null {
  const parsed = RateSchema.safeParse(value);
  if (!parsed.success) return null;
  const rate = parsed.data;
  const carrier = OUR_CARRIERS.find(([pattern]) => pattern.test(rate.carrier))?.[1];
  const amountCents = centsOf(rate.rate);
  if (!carrier || amountCents === null || (rate.currency ?? 'USD') !== 'USD') return null;
  // Stryker disable next-line StringLiteral: no delivery date gives null whatever the fallback text, as long as it is not a date.
  const date = (rate.delivery_date ?? '').slice(0, 10);
  return {
    rateId: rate.id,
    carrier,
    service: serviceName(rate.service),
    amountCents,
    currency: 'USD',
    deliveryDays: rate.delivery_days ?? rate.est_delivery_days ?? null,
    estDeliveryDate: isValidDateString(date) ? date : null,
  };
}

const byPriceThenDays = (a: ShippingRate, b: ShippingRate) => a.amountCents - b.amountCents || (a.deliveryDays ?? Infinity) - (b.deliveryDays ?? Infinity);

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? ''));

/** Why EasyPost gave no rate: carriers explain in `messages`; one about the address or ZIP means the address. */
function noRatesError(shipment: EasypostShipment): ShippingError {
  const reasons = (shipment.messages ?? []).map((message) => `${message.carrier ?? 'carrier'}: ${textOf(message.message)}`);
  const kind: ShippingErrorKind = reasons.some((reason) => /address|zip|postal code/i.test(reason)) ? 'invalid_address' : 'no_rates';
  return new ShippingError(kind, reasons.length > 0 ? `No rates: ${reasons.join('; ')}` : 'EasyPost offered no rate for this shipment');
}

function labelOf(shipment: EasypostShipment): BoughtLabel {
  const rate = shipment.selected_rate ? rateOf(shipment.selected_rate) : null;
  if (!shipment.tracking_code || !rate) throw new ShippingError('unavailable', `EasyPost answered shipment ${shipment.id} without a tracking code or a rate of ours`);
  return { shipmentId: shipment.id, trackingCode: shipment.tracking_code, carrier: rate.carrier, service: rate.service, amountCents: rate.amountCents, currency: 'USD' };
}

const easypostAddress = (address: ShippingAddress) => ({
  name: address.name,
  street1: address.street1,
  ...(address.street2 ? { street2: address.street2 } : {}),
  city: address.city,
  state: address.state,
  zip: address.zip,
  country: 'US',
  ...(address.phone ? { phone: address.phone } : {}),
});

type Operation = 'quote' | 'buy' | 'read' | 'refund';

/** EasyPost's refusal as ours (decision 165); what is not about our input is `unavailable`, never thrown raw. */
function failureOf({ status, message: said, answer }: EasypostFailure, operation: Operation, now: Date): ShippingError {
  const reason = `EasyPost ${status}: ${said}`;
  if (status === 429) return new ShippingError('rate_limited', reason, retryAfterSeconds(answer?.headers['retry-after'], now));
  if (status === 404) return new ShippingError('not_found', reason);
  if (status !== 400 && status !== 422) return new ShippingError('unavailable', status ? reason : `EasyPost unreachable: ${said}`);
  if (operation === 'refund') return new ShippingError('refund_refused', reason);
  const body = ErrorBodySchema.safeParse(answer?.body);
  const code = (body.success ? body.data.error.code : null) ?? '';
  const fields = (body.success ? (body.data.error.errors ?? []) : []).map((entry) => (typeof entry === 'string' ? '' : (entry.field ?? '')));
  if (code.startsWith('ADDRESS.') || fields.some((field) => /address/i.test(field))) return new ShippingError('invalid_address', reason);
  if (fields.some((field) => /parcel|weight|length|width|height/i.test(field))) return new ShippingError('invalid_parcel', reason);
  if (operation === 'buy') {
    if (/POSTAGE\.EXISTS/.test(code) || /already/i.test(said)) return new ShippingError('already_bought', reason);
    if (/RATE/.test(code) || /\brate\b/i.test(said)) return new ShippingError('rate_expired', reason);
    // The carrier refused to sell the label: most often it could not take the address ("ship to attention name").
    if (/POSTAGE\.FAILURE/.test(code) && /address|ship to|zip|postal/i.test(said)) return new ShippingError('invalid_address', reason);
  }
  return new ShippingError('invalid_request', reason);
}

function shipmentOf(body: unknown): EasypostShipment {
  const parsed = ShipmentSchema.safeParse(body);
  if (!parsed.success) throw new ShippingError('unavailable', 'EasyPost answered something that is not a Shipment');
  return parsed.data;
}

/** Kinds after which a buy may nevertheless have bought: EasyPost's answer was lost, or it says the label exists. */
const MAYBE_BOUGHT: ShippingErrorKind[] = ['unavailable', 'already_bought', 'rate_expired', 'invalid_request'];

/** EasyPost shipments through the official SDK: rates by Shipment create, labels (PDF) by buy, refunds (decision 165). */
export function createEasypostShippingProvider(config: EasypostShippingConfig, now: () => Date = () => new Date()): ShippingProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const standIn = config.baseUrl ? new URL(config.baseUrl).origin : null;

  /** One SDK call, its answer read as a shipment; a failure as ours. */
  async function call(operation: Operation, run: (client: EasypostClient) => Promise<unknown>): Promise<EasypostShipment> {
    const outcome = await easypostRequest({ apiKey: config.apiKey, baseUrl: config.baseUrl, timeoutMs }, run);
    if (!outcome.ok) throw failureOf(outcome.failure, operation, now());
    return shipmentOf(outcome.body);
  }

  async function download(url: string, shipmentId: string): Promise<Buffer> {
    const address = URL.parse(url);
    // Labels are served over https (EasyPost's file storage); a test's stand-in serves them beside itself.
    if (!address || (address.protocol !== 'https:' && address.origin !== standIn)) throw new ShippingError('unavailable', `EasyPost gave shipment ${shipmentId} a label address that is not https`);
    let response: Response;
    try {
      response = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new ShippingError('unavailable', `The label of ${shipmentId} could not be downloaded: ${error instanceof Error ? error.message : String(error)}`);
    }
    const bytes = Buffer.from(await response.arrayBuffer().catch(() => new ArrayBuffer(0)));
    if (!response.ok || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new ShippingError('unavailable', `The label of ${shipmentId} is not a PDF (download answered ${response.status})`);
    }
    return bytes;
  }

  return {
    name: 'easypost',

    async quote({ from, to, parcel }) {
      const shipment = await call('quote', (client) =>
        client.Shipment.create({
          from_address: easypostAddress(from),
          to_address: easypostAddress(to),
          parcel: {
            weight: Math.round(parcel.weightOz * 10) / 10,
            ...(parcel.lengthIn && parcel.widthIn && parcel.heightIn ? { length: parcel.lengthIn, width: parcel.widthIn, height: parcel.heightIn } : {}),
          },
          options: { label_format: 'PDF' },
        }),
      );
      const rates = (shipment.rates ?? []).map(rateOf).filter((rate): rate is ShippingRate => rate !== null);
      if (rates.length === 0) throw noRatesError(shipment);
      return { shipmentId: shipment.id, rates: rates.sort(byPriceThenDays), expiresAt: new Date(now().getTime() + QUOTE_LIFETIME_MS) };
    },

    async buyLabel({ shipmentId, rateId }) {
      try {
        return labelOf(await call('buy', (client) => client.Shipment.buy(shipmentId, rateId)));
      } catch (error) {
        if (!isShippingError(error) || !MAYBE_BOUGHT.includes(error.kind)) throw error;
        // Bought all the same (the answer timed out, or an earlier try bought it): the same rate is that label.
        const existing = await call('read', (client) => client.Shipment.retrieve(shipmentId)).catch(() => null);
        if (!existing?.tracking_code || !existing.selected_rate) throw error;
        if (existing.selected_rate.id !== rateId) throw new ShippingError('already_bought', `Shipment ${shipmentId} already has a label bought with rate ${existing.selected_rate.id}`);
        return labelOf(existing);
      }
    },

    async labelPdf(shipmentId) {
      let shipment = await call('read', (client) => client.Shipment.retrieve(shipmentId));
      const pdfUrl = (found: EasypostShipment) => found.postage_label?.label_pdf_url ?? (found.postage_label?.label_file_type === 'application/pdf' ? found.postage_label.label_url : null);
      if (!shipment.postage_label) throw new ShippingError('not_found', `No label bought on shipment ${shipmentId}`);
      // Bought in another format (by hand in EasyPost's dashboard): EasyPost converts a PNG label to PDF.
      if (!pdfUrl(shipment)) shipment = await call('read', (client) => client.Shipment.convertLabelFormat(shipmentId, 'PDF'));
      const url = pdfUrl(shipment);
      if (!url) throw new ShippingError('unavailable', `EasyPost gave shipment ${shipmentId} no PDF label`);
      return download(url, shipmentId);
    },

    async refund(shipmentId) {
      const shipment = await call('refund', (client) => client.Shipment.refund(shipmentId));
      if (!shipment.refund_status) throw new ShippingError('unavailable', `EasyPost answered the refund of ${shipmentId} without a refund status`);
      return { status: shipment.refund_status };
    },
  };
}
