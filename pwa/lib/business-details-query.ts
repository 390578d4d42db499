import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessDetails } from '@shared/settings/business-details-schema';
import { MINUTE_MS } from '@shared/time/durations';
import { api } from './api-client';

/** GET /api/settings/business (public): the contact details the site shows. */
export async function getBusinessDetails(): Promise<BusinessDetails> {
  // The schema (and zod) loads beside the answer: the footer asks for this on every public page (decision 101).
  const [{ BusinessDetailsSchema }, data] = await Promise.all([import('@shared/settings/business-details-schema'), api.get('settings/business').json()]);
  return BusinessDetailsSchema.parse(data);
}

/** Public and rarely changed; the settings dialog puts its saved answer under the same key. */
export const businessDetailsQuery = () => queryOptions({ queryKey: ['settings', 'business'], queryFn: getBusinessDetails, staleTime: 5 * MINUTE_MS });

/** The business details; null while loading or when the call fails (the pages then leave them out). */
export function useBusinessDetails(): BusinessDetails | null {
  return useBusinessDetailsState().details;
}

/** The details and whether they are still on their way (a page keeps their place meanwhile: no layout jump). */
export function useBusinessDetailsState(): { details: BusinessDetails | null; loading: boolean } {
  const query = useQuery(businessDetailsQuery());
  return { details: query.data ?? null, loading: query.isPending };
}
