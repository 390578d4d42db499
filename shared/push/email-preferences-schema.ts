import { z } from 'zod';
import { PushPreferencesSchema } from './push-schemas';

/**
 * Which alert groups a customer with a push device also wants by e-mail (docs/decisions/181): all off until switched
 * on. A customer with no device gets every alert by e-mail whatever these say.
 */
export const EmailPreferencesSchema = PushPreferencesSchema;
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

export const EmailPreferencesUpdateSchema = EmailPreferencesSchema.partial();
export type EmailPreferencesUpdate = z.infer<typeof EmailPreferencesUpdateSchema>;

/** The switches with how many devices get push alerts: with none, every alert goes by e-mail. */
export const EmailPreferencesStatusSchema = EmailPreferencesSchema.extend({ devices: z.number().int().min(0) });
export type EmailPreferencesStatus = z.infer<typeof EmailPreferencesStatusSchema>;
