import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalizeWhatsappNumber } from '@shared/settings/contact-links';
import { MINUTE_MS } from '@shared/time/durations';
import { api } from './api-client';
import { useHydrated } from './use-hydrated';

/** GET /api/settings/whatsapp (public). */
export async function getWhatsappNumber(): Promise<string> {
  const body = await api.get('settings/whatsapp').json<{ whatsapp_number?: unknown }>();
  return typeof body.whatsapp_number === 'string' ? body.whatsapp_number : '';
}

/** The support WhatsApp number without spaces or hyphens (a public setting that rarely changes). */
export const whatsappNumberQuery = () =>
  queryOptions({ queryKey: ['settings', 'whatsapp'], queryFn: getWhatsappNumber, select: normalizeWhatsappNumber, staleTime: 5 * MINUTE_MS });

/** The chat number; null while loading, when empty, or when the call fails. */
export function useWhatsappNumber(): string | null {
  return useWhatsappNumberState().number;
}

/** The chat number and whether it is still on its way. */
export function useWhatsappNumberState(): { number: string | null; loading: boolean } {
  const query = useQuery(whatsappNumberQuery());
  // As the business details: a prerendered page hydrates with what its HTML has (no number yet).
  const hydrated = useHydrated();
  return hydrated ? { number: query.data || null, loading: query.isPending } : { number: null, loading: true };
}
