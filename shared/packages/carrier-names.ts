import { z } from 'zod';
import { CARRIERS } from './carrier-list';

export { CARRIERS, CARRIER_DISPLAY_NAMES, type Carrier } from './carrier-list';

export const CarrierSchema = z.enum(CARRIERS);
