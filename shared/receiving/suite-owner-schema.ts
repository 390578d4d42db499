import { z } from 'zod';
import { PlanTypeSchema } from '../plans/plan-schemas';

/** The customer a suite code belongs to, as staff confirm it before a parcel is given to them (decision 183). */
export const SuiteOwnerSchema = z.object({
  suite_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Their current plan; 'none' without one or once it has expired. */
  plan_type: PlanTypeSchema,
});
export type SuiteOwner = z.infer<typeof SuiteOwnerSchema>;

/** GET /api/admin/suite-codes/{code}. */
export const SuiteOwnerResponseSchema = z.object({ owner: SuiteOwnerSchema });
