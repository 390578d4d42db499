import { BusinessDetailsSchema, type BusinessDetails } from '@shared/settings/business-details-schema';
import { api } from '@/lib/api-client';

/** GET /api/settings/business. */
export async function getBusinessDetails(): Promise<BusinessDetails> {
  return BusinessDetailsSchema.parse(await api.get('settings/business').json());
}
