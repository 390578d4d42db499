// No zod here: the dashboard's first paint needs these, not the schemas (decision 101).

/** Carrier names without the number formats: light enough for every screen that shows a package. */
/** The carriers we recognise from a tracking number (issue 7). s10: a UPU postal item (e.g. RB123456785CN). */
export const CARRIERS = ['usps', 'ups', 'fedex', 'dhl', 'amazon', 'ontrac', 's10'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_DISPLAY_NAMES: Record<Carrier, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  amazon: 'Amazon Logistics',
  ontrac: 'OnTrac',
  s10: 'International postal (S10)',
};
