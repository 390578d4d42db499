import { z } from 'zod';

/** GET /api/contact/info: what the contact page's direct-contact card shows; the phone is the WhatsApp number setting. */
export const ContactInfoSchema = z.object({
  support_email: z.string(),
  support_phone: z.string().nullable(),
});
export type ContactInfo = z.infer<typeof ContactInfoSchema>;
