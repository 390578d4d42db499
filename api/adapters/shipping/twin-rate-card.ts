import { addDaysToDateString, isWeekendDateString } from '../../../shared/time/calendar-dates';
import type { ShippingCarrier } from './shipping-provider';

/**
 * The local twin's rates (decision 165): believable, not any carrier's. A parcel's zone stands for its distance, read
 * from the ZIP codes' first three digits (the sectional centers): they were handed out from the north-east (0) to the
 * west (9), so the farther apart two ZIP3s are in number, the farther apart they mostly are on the map. From Miami
 * (331) this gives Orlando and Tampa zone 2, Atlanta 4, Washington 5, New York and Chicago 6, Denver 7 and the west
 * coast 8, as USPS zones do within one; Texas and Louisiana (7xx) come out a zone or two farther than they are.
 */
const ZONE_BY_ZIP3_DISTANCE: readonly (readonly [maxDistance: number, zone: number])[] = [
  [0, 1],
  [5, 2],
  [15, 3],
  [60, 4],
  [200, 5],
  [350, 6],
  [500, 7],
];
const FARTHEST_CONTIGUOUS_ZONE = 8;
/** Alaska, Hawaii and the Pacific territories, Puerto Rico and the Virgin Islands: USPS's zone 9, and no ground service. */
export const NONCONTIGUOUS_ZONE = 9;
const NONCONTIGUOUS_ZIP3 = [/^00[6-9]/, /^96[7-9]/, /^99[5-9]/];

export function zoneBetween(fromZip: string, toZip: string): number {
  if (NONCONTIGUOUS_ZIP3.some((pattern) => pattern.test(toZip))) return NONCONTIGUOUS_ZONE;
  const distance = Math.abs(Number(toZip.slice(0, 3)) - Number(fromZip.slice(0, 3)));
  return ZONE_BY_ZIP3_DISTANCE.find(([maxDistance]) => distance <= maxDistance)?.[1] ?? FARTHEST_CONTIGUOUS_ZONE;
}

interface ServiceCard {
  carrier: ShippingCarrier;
  service: string;
  /** The first pound to zone 1; each further zone adds zoneStep. */
  baseCents: number;
  zoneStepCents: number;
  /** Each pound after the first, plus perPoundZoneCents for each zone past 1. */
  perPoundCents: number;
  perPoundZoneCents: number;
  maxPounds: number;
  /** Cubic inches to the pound of dimensional weight; USPS counts it only past one cubic foot. */
  dimDivisor: number;
  dimFromCubicInches: number;
  /** Business days in transit by zone (index 1 to 9); null: not offered there. */
  daysByZone: readonly (number | null)[];
}

// Index 0 is unused, so a zone reads its own entry.
const GROUND_DAYS = [null, 1, 1, 2, 3, 3, 4, 4, 5, null] as const;
const TWO_DAY = [null, 2, 2, 2, 2, 2, 2, 2, 2, 3] as const;

/** Shaped like the carriers' 2024 commercial rate cards: cheaper and slower by ground, dearer by air and by distance. */
export const TWIN_SERVICES: readonly ServiceCard[] = [
  { carrier: 'USPS', service: 'Ground Advantage', baseCents: 520, zoneStepCents: 40, perPoundCents: 100, perPoundZoneCents: 26, maxPounds: 70, dimDivisor: 166, dimFromCubicInches: 1728, daysByZone: [null, 2, 2, 3, 3, 4, 4, 5, 5, 7] },
  { carrier: 'USPS', service: 'Priority Mail', baseCents: 830, zoneStepCents: 80, perPoundCents: 76, perPoundZoneCents: 55, maxPounds: 70, dimDivisor: 166, dimFromCubicInches: 1728, daysByZone: [null, 1, 1, 2, 2, 2, 3, 3, 3, 4] },
  { carrier: 'UPS', service: 'Ground', baseCents: 1050, zoneStepCents: 45, perPoundCents: 62, perPoundZoneCents: 25, maxPounds: 150, dimDivisor: 139, dimFromCubicInches: 0, daysByZone: GROUND_DAYS },
  { carrier: 'UPS', service: '2nd Day Air', baseCents: 2100, zoneStepCents: 160, perPoundCents: 150, perPoundZoneCents: 64, maxPounds: 150, dimDivisor: 139, dimFromCubicInches: 0, daysByZone: TWO_DAY },
  { carrier: 'FedEx', service: 'Ground', baseCents: 1030, zoneStepCents: 47, perPoundCents: 60, perPoundZoneCents: 26, maxPounds: 150, dimDivisor: 139, dimFromCubicInches: 0, daysByZone: GROUND_DAYS },
  { carrier: 'FedEx', service: '2Day', baseCents: 2150, zoneStepCents: 155, perPoundCents: 148, perPoundZoneCents: 66, maxPounds: 150, dimDivisor: 139, dimFromCubicInches: 0, daysByZone: TWO_DAY },
];

/** The most any of the twin's carriers takes in one parcel (UPS and FedEx: 150 lb). */
export const TWIN_MAX_POUNDS = Math.max(...TWIN_SERVICES.map((card) => card.maxPounds));

export interface ParcelSize {
  weightOz: number;
  lengthIn?: number;
  widthIn?: number;
  heightIn?: number;
}

/** Whole pounds billed: the weight rounded up (a pound at least), or the dimensional weight when it is more. */
export function billedPounds(card: ServiceCard, parcel: ParcelSize): number {
  const actual = Math.max(1, Math.ceil(parcel.weightOz / 16));
  const { lengthIn, widthIn, heightIn } = parcel;
  if (!lengthIn || !widthIn || !heightIn) return actual;
  const cubicInches = lengthIn * widthIn * heightIn;
  return cubicInches > card.dimFromCubicInches ? Math.max(actual, Math.ceil(cubicInches / card.dimDivisor)) : actual;
}

export interface TwinRate {
  carrier: ShippingCarrier;
  service: string;
  amountCents: number;
  deliveryDays: number;
}

/** Every service that takes this parcel to this zone, with its price. */
export function twinRates(zone: number, parcel: ParcelSize): TwinRate[] {
  return TWIN_SERVICES.flatMap((card) => {
    const deliveryDays = card.daysByZone[zone] ?? null;
    if (deliveryDays === null || parcel.weightOz > card.maxPounds * 16) return [];
    const pounds = billedPounds(card, parcel);
    const amountCents = card.baseCents + card.zoneStepCents * (zone - 1) + (pounds - 1) * (card.perPoundCents + card.perPoundZoneCents * (zone - 1));
    return [{ carrier: card.carrier, service: card.service, amountCents, deliveryDays }];
  });
}

/** The day a parcel handed over on `shipDay` (New York) arrives after `days` business days (weekends not counted). */
export function deliveryDateAfter(shipDay: string, days: number): string {
  let date = shipDay;
  while (isWeekendDateString(date)) date = addDaysToDateString(date, 1);
  for (let left = days; left > 0; ) {
    date = addDaysToDateString(date, 1);
    if (!isWeekendDateString(date)) left -= 1;
  }
  return date;
}
