import type { NewsletterSignupRequest } from '@shared/contact/contact-schema';
import { api } from '@/lib/api-client';

/** POST /api/newsletter: 201 for a new address, 200 for one already signed up (same body). */
export async function signUpForNewsletter(body: NewsletterSignupRequest): Promise<{ message: string }> {
  return api.post('newsletter', { json: body }).json<{ message: string }>();
}
