import type { ContactForm } from '@shared/contact/contact-schema';
import { api } from '@/lib/api-client';

/** POST /api/contact: stored for staff and mailed to support. */
export async function sendContactMessage(form: ContactForm): Promise<{ message: string }> {
  return api.post('contact', { json: form }).json<{ message: string }>();
}
