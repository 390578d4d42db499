import { DEFAULT_OPENING_HOURS } from './opening-hours';
import type { WarehouseAddress } from './warehouse-address-schema';

/**
 * Where pickups go while no warehouse address is active (part 2 section 8: "When the warehouse address is missing,
 * scheduling uses a fixed fallback address"). The spec gives none: this is the Doral counter of decision 170, with
 * the spec's pickup hours and nothing a customer could mistake for a gate code or a contact.
 */
export const FALLBACK_WAREHOUSE_ADDRESS: Omit<WarehouseAddress, 'id' | 'is_active'> = {
  name: 'Miami Drop — Doral',
  street_address: '8400 NW 25th St',
  city: 'Doral',
  state: 'FL',
  postal_code: '33122',
  country: 'United States',
  contact_person: null,
  phone: null,
  access_code: null,
  notes: null,
  opening_hours: DEFAULT_OPENING_HOURS,
};
