import { queryOptions } from '@tanstack/react-query';
import { MINUTE_MS } from '@shared/time/durations';
import { normalizeWhatsappNumber } from '@shared/settings/settings-schema';
import { getWhatsappNumber } from './get-whatsapp-number';

/** The support WhatsApp number without spaces or hyphens (a public setting that rarely changes). */
export const supportNumberQuery = () =>
  queryOptions({ queryKey: ['settings', 'whatsapp'], queryFn: getWhatsappNumber, select: normalizeWhatsappNumber, staleTime: 5 * MINUTE_MS });
