import { z } from 'zod';
import { TrackingStatusSchema } from '../packages/tracking-status';
import { PaypalOrderSchema } from '../payments/paypal-order-schema';
import { IsoDateTimeSchema } from '../time/date-string';
import { msg } from '../validation/message-options';
import { DELIVERY_PAYMENT_METHODS, DELIVERY_STAGES } from './delivery-stages';
export { DELIVERY_MESSAGES } from './delivery-messages';

/** Packages one delivery may hold: a box or two of a traveller's purchases, not a warehouse's stock. */
export const DELIVERY_PACKAGES_MAX = 20;
export const SHIPPING_CARRIER_NAMES = ['USPS', 'UPS', 'FedEx'] as const;

const IdSchema = z.number(msg('invalidRequest')).int(msg('invalidRequest')).positive(msg('invalidRequest'));

/** POST /api/deliveries/quote: received packages of the caller to one of their verified addresses. */
export const DeliveryQuoteRequestSchema = z.object({
  package_ids: z
    .array(IdSchema, msg('deliveryPackagesRequired'))
    .min(1, msg('deliveryPackagesRequired'))
    .max(DELIVERY_PACKAGES_MAX, msg('deliveryTooManyPackages'))
    .refine((ids) => new Set(ids).size === ids.length, msg('invalidRequest')),
  address_id: IdSchema,
});
export type DeliveryQuoteRequest = z.infer<typeof DeliveryQuoteRequestSchema>;

/** One carrier's offer; `total_cents` adds the warehouse's handling fee. */
export const DeliveryRateSchema = z.object({
  rate_id: z.string(),
  carrier: z.enum(SHIPPING_CARRIER_NAMES),
  service: z.string(),
  amount_cents: z.number().int(),
  total_cents: z.number().int(),
  delivery_days: z.number().int().nullable(),
  est_delivery_date: z.iso.date().nullable(),
});
export type DeliveryRate = z.infer<typeof DeliveryRateSchema>;

/** Where a delivery goes, as printed on its label (kept with the delivery: deleting the address later changes nothing). */
export const DeliveryDestinationSchema = z.object({
  name: z.string(),
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
});
export type DeliveryDestination = z.infer<typeof DeliveryDestinationSchema>;

export const DeliveryPackageSchema = z.object({ id: z.number().int(), title: z.string(), tracking_number: z.string(), weight_lb: z.number().nullable() });

/** 201 of POST /api/deliveries/quote: the rates, cheapest first, payable until `expires_at`. */
export const DeliveryQuoteSchema = z.object({
  quote_id: z.string(),
  address_id: z.number().int(),
  destination: DeliveryDestinationSchema,
  packages: z.array(DeliveryPackageSchema),
  weight_oz: z.number(),
  handling_fee_cents: z.number().int(),
  currency: z.literal('USD'),
  rates: z.array(DeliveryRateSchema),
  expires_at: IsoDateTimeSchema,
});
export type DeliveryQuote = z.infer<typeof DeliveryQuoteSchema>;

/** POST /api/deliveries and POST /api/deliveries/paypal-order (with an Idempotency-Key): one rate of a quote, paid. */
export const DeliveryCreateRequestSchema = z.object({
  quote_id: z.string(msg('invalidRequest')).trim().min(1, msg('invalidRequest')).max(64, msg('invalidRequest')),
  rate_id: z.string(msg('deliveryRateRequired')).trim().min(1, msg('deliveryRateRequired')).max(128, msg('invalidRequest')),
});
export type DeliveryCreateRequest = z.infer<typeof DeliveryCreateRequestSchema>;

/** An outbound carrier scan, newest first. */
export const DeliveryEventSchema = z.object({
  status: TrackingStatusSchema,
  description: z.string(),
  location: z.string().nullable(),
  event_time: IsoDateTimeSchema,
});

export const DeliverySchema = z.object({
  id: z.number().int(),
  status: z.enum(DELIVERY_STAGES),
  packages: z.array(DeliveryPackageSchema),
  destination: DeliveryDestinationSchema,
  carrier: z.enum(SHIPPING_CARRIER_NAMES),
  service: z.string(),
  rate_cents: z.number().int(),
  handling_fee_cents: z.number().int(),
  total_cents: z.number().int(),
  currency: z.literal('USD'),
  payment_method: z.enum(DELIVERY_PAYMENT_METHODS),
  /** The card it was paid with ("Visa ending 1111"), when known; null for PayPal. */
  paid_with: z.object({ card_type: z.string(), last_4: z.string() }).nullable(),
  est_delivery_date: z.iso.date().nullable(),
  tracking_code: z.string().nullable(),
  /** The carrier's latest outbound status once shipped. */
  tracking_status: TrackingStatusSchema.nullable(),
  events: z.array(DeliveryEventSchema),
  can_cancel: z.boolean(),
  created_at: IsoDateTimeSchema,
  label_bought_at: IsoDateTimeSchema.nullable(),
  shipped_at: IsoDateTimeSchema.nullable(),
  delivered_at: IsoDateTimeSchema.nullable(),
  cancelled_at: IsoDateTimeSchema.nullable(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** 201 of POST /api/deliveries and 200 of DELETE /api/deliveries/{id}. */
export const DeliveryAnswerSchema = z.object({ delivery: DeliverySchema, message: z.string() });
export type DeliveryAnswer = z.infer<typeof DeliveryAnswerSchema>;

/**
 * 201 of POST /api/deliveries/paypal-order: the delivery reserved while the customer approves the order at PayPal (the
 * link whose rel is `approve`); PayPal then sends the browser to its return or cancel page.
 */
export const DeliveryPaypalOrderSchema = z.object({ delivery_id: z.number().int(), order: PaypalOrderSchema });
export type DeliveryPaypalOrder = z.infer<typeof DeliveryPaypalOrderSchema>;

/** 200 of DELETE /api/deliveries/{id}/paypal-order: the reservation is gone and nothing was charged. */
export const DeliveryPaypalCancelSchema = z.object({ message: z.string() });

/** Where PayPal sends the customer back (it adds ?token={order id}&PayerID=…); the PWA's pages. */
export const deliveryPaypalReturnPath = (deliveryId: number) => `/dashboard/deliveries/${deliveryId}/paypal-return`;
export const deliveryPaypalCancelPath = (deliveryId: number) => `/dashboard/deliveries/${deliveryId}/paypal-cancel`;

/** GET /api/deliveries: the caller's deliveries, newest first. */
export const DeliveryListSchema = z.object({ deliveries: z.array(DeliverySchema) });
export type DeliveryList = z.infer<typeof DeliveryListSchema>;

/** A delivery as staff see it in the "to ship" queue: with its customer and the weight to put on the scale. */
export const StaffDeliverySchema = DeliverySchema.extend({
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), suite_code: z.string().nullable() }),
  weight_oz: z.number(),
  has_label: z.boolean(),
});
export type StaffDelivery = z.infer<typeof StaffDeliverySchema>;

export const STAFF_DELIVERY_FILTERS = ['to_ship', 'shipped', 'all'] as const;
export const StaffDeliveryQuerySchema = z.object({ filter: z.enum(STAFF_DELIVERY_FILTERS, msg('invalidRequest')).default('to_ship') });
export const StaffDeliveryListSchema = z.object({ deliveries: z.array(StaffDeliverySchema) });
export type StaffDeliveryList = z.infer<typeof StaffDeliveryListSchema>;

/** 200 of the staff's label and hand-over calls. */
export const StaffDeliveryAnswerSchema = z.object({ delivery: StaffDeliverySchema, message: z.string() });
export type StaffDeliveryAnswer = z.infer<typeof StaffDeliveryAnswerSchema>;

/** GET/POST /api/settings/delivery: the warehouse's handling fee added to every carrier rate. */
export const DELIVERY_HANDLING_FEE_MAX_CENTS = 100_00;
export const DEFAULT_DELIVERY_HANDLING_FEE_CENTS = 5_00;
export const DeliverySettingsSchema = z.object({
  handling_fee_cents: z
    .number(msg('invalidRequest'))
    .int(msg('invalidRequest'))
    .min(0, msg('invalidRequest'))
    .max(DELIVERY_HANDLING_FEE_MAX_CENTS, msg('invalidRequest')),
});
export type DeliverySettings = z.infer<typeof DeliverySettingsSchema>;
