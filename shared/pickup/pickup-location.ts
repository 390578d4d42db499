// No zod here: the pickup screen and the e-mail need these rules, not the schema (decision 101).
import { FALLBACK_WAREHOUSE_ADDRESS } from '../warehouse/fallback-warehouse-address';
import { openingRangesOn, type OpeningRange } from '../warehouse/opening-hours';
import type { WarehouseAddress } from '../warehouse/warehouse-address-schema';

/** Where a pickup is collected and when the counter is open that day (decision 170). */
export interface PickupLocation {
  name: string;
  street_address: string;
  city: string;
  state: string;
  postal_code: string;
  access_code: string | null;
  notes: string | null;
  /** The warehouse's contact phone. */
  phone: string | null;
  /** The opening ranges of the pickup's weekday, New York time; empty when the warehouse shows none that day. */
  day_hours: OpeningRange[];
  /** A Google Maps search for the street address. */
  map_url: string;
  /** No address was active: this is the fixed fallback one. */
  fallback: boolean;
}

export const GOOGLE_MAPS_SEARCH_URL = 'https://www.google.com/maps/search/';

type AddressFields = Pick<WarehouseAddress, 'street_address' | 'city' | 'state' | 'postal_code'>;

/** "8400 NW 25th St, Doral, FL 33122": one line, as a map search or a calendar reads it. */
export const addressLine = (address: AddressFields) => `${address.street_address}, ${address.city}, ${address.state} ${address.postal_code}`;

/** Google's documented search URL (api=1&query=…), the address encoded by URLSearchParams. */
export const mapLinkOf = (address: AddressFields) => `${GOOGLE_MAPS_SEARCH_URL}?${new URLSearchParams({ api: '1', query: addressLine(address) }).toString()}`;

/** The pickup's place on `date`: the active address, or the fallback one when none is active. */
export function pickupLocationOf(active: Omit<WarehouseAddress, 'id' | 'is_active'> | undefined, date: string): PickupLocation {
  const address = active ?? FALLBACK_WAREHOUSE_ADDRESS;
  return {
    name: address.name,
    street_address: address.street_address,
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
    access_code: address.access_code,
    notes: address.notes,
    phone: address.phone,
    day_hours: openingRangesOn(address.opening_hours, date),
    map_url: mapLinkOf(address),
    fallback: active === undefined,
  };
}
