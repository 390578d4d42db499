import { z } from 'zod';

/** Carrier names without the number formats: light enough for every screen that shows a package. */
/** The carriers we recognise from a tracking number (issue 7). s10: a UPU postal item (e.g. RB123456785CN). */
export const CARRIERS = ['usps', 'ups', 'fedex', 'dhl', 'amazon', 'ontrac', 's10'] as const;
export const CarrierSchema = z.enum(CARRIERS);
export type Carrier = z.infer<typeof CarrierSchema>;

export const CARRIER_DISPLAY_NAMES: Record<Carrier, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  amazon: 'Amazon Logistics',
  ontrac: 'OnTrac',
  s10: 'International postal (S10)',
};
