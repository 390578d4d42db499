import { z } from 'zod';
import { CarrierSchema } from '../packages/carrier-names';
import { TripSchema } from './trip-schema';

const DayStringSchema = z.iso.date();

/** One package not yet picked up, and whether it will be ready for the trip (docs/decisions/174). */
export const TripPackageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  tracking_number: z.string(),
  carrier: CarrierSchema.nullable(),
  state: z.enum(['ready', 'on_time', 'at_risk']),
  basis: z.enum(['received', 'carrier_delivered', 'carrier_estimate', 'typical_transit']),
  /** The day it should be ready at the warehouse; null once received. */
  ready_by: DayStringSchema.nullable(),
  risk: z.enum(['after_trip', 'carrier_problem', 'no_pickup_day']).nullable(),
  /** Received packages: the last day of storage (the plan's period or the days bought for it). */
  last_storage_day: DayStringSchema.nullable(),
  storage_ends_before_trip: z.boolean(),
  declared_value_cents: z.number().int().nullable(),
});
export type TripPackage = z.infer<typeof TripPackageSchema>;

export const OrderDeadlineSchema = z.object({
  carrier: CarrierSchema,
  service: z.string(),
  transit_days: z.number().int(),
  last_day: DayStringSchema,
  too_late: z.boolean(),
});
export type OrderDeadlineView = z.infer<typeof OrderDeadlineSchema>;

/**
 * A pickup the customer booked during the trip, with the received packages not on it that could still be added
 * (PUT /api/pickup/{id}/packages): one pickup a day, so the card offers adding rather than a second booking (decision 184).
 */
export const TripBookedPickupSchema = z.object({
  id: z.number().int(),
  pickup_date: DayStringSchema,
  pickup_time: z.string(),
  package_ids: z.array(z.number().int()),
  addable_package_ids: z.array(z.number().int()).default([]),
});

/** The first free slot during the trip, with the received packages: the body of POST /api/pickup/schedule as it stands. */
export const TripProposedPickupSchema = z.object({
  pickup_date: DayStringSchema,
  pickup_time: z.string(),
  package_ids: z.array(z.number().int()).min(1),
  /** A slot only flexible pickup (Premium) offers. */
  flexible: z.boolean(),
});
export type TripProposedPickup = z.infer<typeof TripProposedPickupSchema>;

export const TripForecastSchema = z.object({
  trip: TripSchema,
  /** New York's today, which the forecast was counted from. */
  today: DayStringSchema,
  /** The last day of the trip with pickup hours for the customer (from today on); null: none. */
  last_pickup_day: DayStringSchema.nullable(),
  receiving_margin_days: z.number().int(),
  packages: z.array(TripPackageSchema),
  order_deadlines: z.array(OrderDeadlineSchema),
  /** What is waiting, declared: the sum in cents, and how many packages have no value given. */
  declared_value: z.object({ total_cents: z.number().int(), unknown: z.number().int(), currency: z.literal('USD') }),
  /** The booked pickup during the trip, else a proposed slot once packages are received (never both). */
  pickup: z.object({ booked: TripBookedPickupSchema.nullable(), proposed: TripProposedPickupSchema.nullable() }),
});
export type TripForecast = z.infer<typeof TripForecastSchema>;

/** GET /api/trips/current/forecast: null without a trip ahead. */
export const CurrentTripForecastSchema = z.object({ forecast: TripForecastSchema.nullable() });
export type CurrentTripForecast = z.infer<typeof CurrentTripForecastSchema>;
