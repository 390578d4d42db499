// No zod here: the trip card's arithmetic needs these rules, not the schemas (decision 101).
import type { Carrier } from '../packages/carrier-list';
import { slotTimesOn, type PickupWindow } from '../pickup/pickup-hours';
import { addDaysToDateString } from '../time/calendar-dates';
import { toNewYorkDateString } from '../time/new-york';
import { addBusinessDays, latestStartFor } from './business-days';
import type { TripDates } from './current-trip';
import { COMMON_TRANSIT_SERVICES, typicalTransitDays } from './typical-transit';

/** Business days a seller takes to hand an order to the carrier, counted before the transit. */
export const ORDER_HANDLING_BUSINESS_DAYS = 1;

export type PackageOutlookState = 'ready' | 'on_time' | 'at_risk';
/** How the ready day was found: received already, the carrier says delivered, its estimate, or the transit table. */
export type ReadyBasis = 'received' | 'carrier_delivered' | 'carrier_estimate' | 'typical_transit';
/** Why a package is at risk: ready after the last pickup day, a carrier problem, or no pickup day in the trip at all. */
export type RiskReason = 'after_trip' | 'carrier_problem' | 'no_pickup_day';

/** Carrier statuses that say the parcel is not coming as planned. */
const CARRIER_PROBLEMS: readonly string[] = ['exception', 'failed_attempt', 'available_for_pickup', 'returned'];
const AT_THE_WAREHOUSE: readonly string[] = ['received', 'scheduled'];

/**
 * The days of the trip, from today on, on which the customer may collect: days with pickup hours for them
 * (Premium's flexible windows included).
 */
export function tripPickupDays(trip: TripDates, today: string, hours: readonly PickupWindow[]): string[] {
  const days: string[] = [];
  for (let day = trip.arrival_date > today ? trip.arrival_date : today; day <= trip.departure_date; day = addDaysToDateString(day, 1)) {
    if (slotTimesOn(day, hours).length > 0) days.push(day);
  }
  return days;
}

export interface OutlookPackage {
  delivery_status: string;
  /** The carrier's status. */
  status: string;
  carrier: Carrier | null;
  estimated_delivery: string | null;
}

export interface Outlook {
  state: PackageOutlookState;
  basis: ReadyBasis;
  /** The day it should be ready at the warehouse; null once received. */
  ready_by: string | null;
  risk: RiskReason | null;
}

export interface OutlookContext {
  today: string;
  /** The last day of the trip the customer may collect on; null: none. */
  lastPickupDay: string | null;
  /** Business days between the carrier's delivery and the parcel being ready in the account. */
  marginDays: number;
}

/** Where a package not yet received should reach the warehouse, and from what. */
function carrierArrival(pkg: OutlookPackage, today: string): { basis: ReadyBasis; day: string } {
  if (pkg.status === 'delivered') return { basis: 'carrier_delivered', day: today };
  const estimate = pkg.estimated_delivery ? toNewYorkDateString(pkg.estimated_delivery) : null;
  // An estimate already past with the parcel still on its way says no more than "not before today".
  if (estimate) return { basis: 'carrier_estimate', day: estimate > today ? estimate : today };
  return { basis: 'typical_transit', day: addBusinessDays(today, typicalTransitDays(pkg.carrier)) };
}

/**
 * Whether a package will be ready in time for the trip: received ones are; others by the carrier's estimate (or the
 * typical transit from today) plus the receiving margin, against the last pickup day of the trip.
 */
export function packageOutlook(pkg: OutlookPackage, { today, lastPickupDay, marginDays }: OutlookContext): Outlook {
  if (AT_THE_WAREHOUSE.includes(pkg.delivery_status)) return { state: 'ready', basis: 'received', ready_by: null, risk: null };
  const arrival = carrierArrival(pkg, today);
  const readyBy = addBusinessDays(arrival.day, marginDays);
  const risk: RiskReason | null = CARRIER_PROBLEMS.includes(pkg.status)
    ? 'carrier_problem'
    : lastPickupDay === null
      ? 'no_pickup_day'
      : readyBy > lastPickupDay
        ? 'after_trip'
        : null;
  return { state: risk ? 'at_risk' : 'on_time', basis: arrival.basis, ready_by: readyBy, risk };
}

export interface OrderDeadline {
  carrier: Carrier;
  service: string;
  transit_days: number;
  /** The last day an order shipped this way should still be ready on the last pickup day. */
  last_day: string;
  /** That day is already past. */
  too_late: boolean;
}

/**
 * The last day to order by each common service, counted back from the last pickup day: the receiving margin, the
 * transit and the seller's handling day, in business days. None without a pickup day in the trip.
 */
export function orderDeadlines(lastPickupDay: string | null, marginDays: number, today: string): OrderDeadline[] {
  if (!lastPickupDay) return [];
  return COMMON_TRANSIT_SERVICES.map(({ carrier, service, businessDays }) => {
    const lastDay = latestStartFor(lastPickupDay, ORDER_HANDLING_BUSINESS_DAYS + businessDays + marginDays);
    return { carrier, service, transit_days: businessDays, last_day: lastDay, too_late: lastDay < today };
  });
}

/** The declared values added up, in cents; a package with none counts as unknown. */
export function declaredTotal(values: readonly (number | null)[]): { total_cents: number; unknown: number } {
  const known = values.filter((value): value is number => value !== null);
  return { total_cents: known.reduce((sum, value) => sum + value, 0), unknown: values.length - known.length };
}

/** Storage that ends before the arrival: the package would be overdue before the customer lands. */
export const storageEndsBeforeTrip = (lastStorageDay: string | null, trip: TripDates) => lastStorageDay !== null && lastStorageDay < trip.arrival_date;
