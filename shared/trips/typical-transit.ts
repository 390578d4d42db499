// No zod here: the trip card's arithmetic needs these rules, not the schemas (decision 101).
import type { Carrier } from '../packages/carrier-list';

/** One carrier service and how long it takes to reach Miami from anywhere in the contiguous states, at worst. */
export interface TransitService {
  carrier: Carrier;
  /** A stable key; the app names it in the reader's language (`trips.services.<carrier>.<service>`). */
  service: string;
  /** Business days from the day the seller hands it over, worst case as the carrier advertises it. */
  businessDays: number;
  /** One of the services shoppers meet most: the trip lists the last day to order by each. */
  common: boolean;
}

/**
 * The carriers' advertised ranges, their upper end (docs/decisions/174): Ground Advantage 2-5 days, Priority Mail 1-3,
 * UPS and FedEx Ground 1-5, Express Saver 3, the air services 1-2, Amazon's free shipping up to a week, DHL Express
 * from abroad 2-4, DHL eCommerce and international post the slowest.
 */
export const TRANSIT_SERVICES: readonly TransitService[] = [
  { carrier: 'usps', service: 'ground_advantage', businessDays: 5, common: true },
  { carrier: 'usps', service: 'priority_mail', businessDays: 3, common: true },
  { carrier: 'usps', service: 'priority_mail_express', businessDays: 2, common: false },
  { carrier: 'ups', service: 'ground', businessDays: 5, common: true },
  { carrier: 'ups', service: 'second_day_air', businessDays: 2, common: false },
  { carrier: 'ups', service: 'next_day_air', businessDays: 1, common: false },
  { carrier: 'fedex', service: 'ground', businessDays: 5, common: true },
  { carrier: 'fedex', service: 'express_saver', businessDays: 3, common: true },
  { carrier: 'fedex', service: 'two_day', businessDays: 2, common: false },
  { carrier: 'amazon', service: 'standard', businessDays: 5, common: true },
  { carrier: 'amazon', service: 'prime', businessDays: 2, common: true },
  { carrier: 'dhl', service: 'express', businessDays: 4, common: true },
  { carrier: 'dhl', service: 'ecommerce', businessDays: 8, common: false },
  { carrier: 'ontrac', service: 'ground', businessDays: 5, common: false },
  { carrier: 's10', service: 'international_post', businessDays: 20, common: false },
];

/** A number no carrier was recognised from: as slow as a parcel by post from abroad. */
export const UNKNOWN_CARRIER_TRANSIT_DAYS = 20;

/**
 * Business days a parcel of this carrier (and service, when known) takes at worst. Packages record no service, so
 * the carrier's slowest service stands for it: a forecast that says "in time" should be one to rely on.
 */
export function typicalTransitDays(carrier: Carrier | null, service?: string | null): number {
  const services = TRANSIT_SERVICES.filter((entry) => entry.carrier === carrier);
  const exact = services.find((entry) => entry.service === service);
  if (exact) return exact.businessDays;
  return services.length ? Math.max(...services.map((entry) => entry.businessDays)) : UNKNOWN_CARRIER_TRANSIT_DAYS;
}

export const COMMON_TRANSIT_SERVICES = TRANSIT_SERVICES.filter((entry) => entry.common);
