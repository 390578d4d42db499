import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessDetails } from '@shared/settings/business-details-schema';
import { MINUTE_MS } from '@shared/time/durations';
import { api, checkedAnswer } from './api-client';
import { useHydrated } from './use-hydrated';

/** GET /api/settings/business (public): the contact details the site shows. */
export async function getBusinessDetails(): Promise<BusinessDetails> {
  // The schema (and zod) loads beside the answer: the footer asks for this on every public page (decision 101).
  const schema = import('@shared/settings/business-details-schema').then((module) => module.BusinessDetailsSchema);
  return checkedAnswer(schema, api.get('settings/business').json());
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
  // While a prerendered page hydrates: what its HTML has (details on their way). Details already in the cache (held
  // from the page before) would not match it, and React would throw the page's HTML away and draw it again.
  const hydrated = useHydrated();
  return hydrated ? { details: query.data ?? null, loading: query.isPending } : { details: null, loading: true };
}
