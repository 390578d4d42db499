// Plain data, no zod: the address form's select and the carrier twin read it.

/**
 * Where a delivery address may be: the 50 states and the District of Columbia, by their USPS codes. Territories
 * and military addresses are left out with international shipping (docs/decisions/163); the names are the
 * app's texts (`addresses.states.*`).
 */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

export const isUsStateCode = (value: unknown): value is UsStateCode => typeof value === 'string' && (US_STATE_CODES as readonly string[]).includes(value);

/** Every delivery address is in this country (ISO 3166), as the carrier is told. */
export const DELIVERY_COUNTRY = 'US';
