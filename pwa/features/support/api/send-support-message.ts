import { z } from 'zod';
import type { DashboardContactForm } from '@shared/contact/contact-schema';
import { api } from '@/lib/api-client';

const SentSchema = z.object({ message: z.string() });

/** POST /api/contact/dashboard: stored as from the dashboard with the customer attached, and mailed to support. */
export async function sendSupportMessage(form: DashboardContactForm): Promise<{ message: string }> {
  return SentSchema.parse(await api.post('contact/dashboard', { json: form }).json());
}
