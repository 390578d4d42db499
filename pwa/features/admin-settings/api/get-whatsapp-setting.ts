import { z } from 'zod';
import { api } from '@/lib/api-client';

const AnswerSchema = z.object({ whatsapp_number: z.string() });

/** GET /api/settings/whatsapp: the number as stored (not normalized, so it is edited as typed). */
export async function getWhatsappSetting(): Promise<string> {
  return AnswerSchema.parse(await api.get('settings/whatsapp').json()).whatsapp_number;
}
