import { z } from 'zod';
import { msg } from '../validation/message-options';

/** The languages of the app and of every e-mail it sends; an account without a choice reads Spanish. */
export const USER_LANGUAGES = ['es', 'en'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];
export const DEFAULT_USER_LANGUAGE: UserLanguage = 'es';

export const UserLanguageSchema = z.enum(USER_LANGUAGES, msg('invalidRequest'));

/** PATCH /api/users/profile: the signed-in user switched the app's language. */
export const ProfileUpdateSchema = z.strictObject({ language: UserLanguageSchema });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
