import { queryOptions, useQuery } from '@tanstack/react-query';
import { BusinessDetailsSchema, type BusinessDetails } from '@shared/settings/business-details-schema';
import { MINUTE_MS } from '@shared/time/durations';
import { api } from './api-client';

/** GET /api/settings/business (public): the contact details the site shows. */
export async function getBusinessDetails(): Promise<BusinessDetails> {
  return BusinessDetailsSchema.parse(await api.get('settings/business').json());
}

/** Public and rarely changed; the settings dialog puts its saved answer under the same key. */
export const businessDetailsQuery = () => queryOptions({ queryKey: ['settings', 'business'], queryFn: getBusinessDetails, staleTime: 5 * MINUTE_MS });

/** The business details; null while loading or when the call fails (the pages then leave them out). */
export function useBusinessDetails(): BusinessDetails | null {
  return useQuery(businessDetailsQuery()).data ?? null;
}
