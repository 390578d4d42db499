import { z } from 'zod';
import { api } from '@/lib/api-client';

const AnswerSchema = z.object({ whatsapp_number: z.string() });

/** POST /api/settings/whatsapp (superadmin). */
export async function saveWhatsappSetting(whatsappNumber: string): Promise<string> {
  return AnswerSchema.parse(await api.post('settings/whatsapp', { json: { whatsapp_number: whatsappNumber } }).json()).whatsapp_number;
}
