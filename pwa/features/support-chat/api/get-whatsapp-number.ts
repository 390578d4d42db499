import { api } from '@/lib/api-client';

/** GET /api/settings/whatsapp (public). */
export async function getWhatsappNumber(): Promise<string> {
  const body = await api.get('settings/whatsapp').json<{ whatsapp_number?: unknown }>();
  return typeof body.whatsapp_number === 'string' ? body.whatsapp_number : '';
}
