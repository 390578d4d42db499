import { BusinessDetailsSchema, type BusinessDetails } from '@shared/settings/business-details-schema';
import { api } from '@/lib/api-client';

/** POST /api/settings/business (superadmin). */
export async function saveBusinessDetails(details: BusinessDetails): Promise<BusinessDetails> {
  return BusinessDetailsSchema.parse(await api.post('settings/business', { json: details }).json());
}
