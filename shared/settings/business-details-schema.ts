import { z } from 'zod';
import { EmailSchema } from '../validation/fields';
import { msg } from '../validation/message-options';

export const BUSINESS_PHONE_MAX_LENGTH = 40;
export const BUSINESS_STREET_MAX_LENGTH = 200;
export const SOCIAL_URL_MAX_LENGTH = 300;

/** '' or an absolute https link with a host name. */
export function isHttpsUrlOrEmpty(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const text = (maxLength: number) => z.string(msg('invalidRequest')).trim().max(maxLength, msg('fieldTooLong'));
const socialUrl = text(SOCIAL_URL_MAX_LENGTH).refine(isHttpsUrlOrEmpty, msg('urlInvalid'));

/**
 * The business details the public site shows (contact page, footer, terms), beyond the spec so no contact
 * detail is written into the PWA. GET /api/settings/business answers them; POST (superadmin) takes every
 * field, so nothing resets by omission. Empty text means "not shown".
 */
export const BusinessDetailsSchema = z.object({
  support_email: EmailSchema,
  support_phone: text(BUSINESS_PHONE_MAX_LENGTH),
  street_address: text(BUSINESS_STREET_MAX_LENGTH),
  instagram_url: socialUrl,
  facebook_url: socialUrl,
});
export type BusinessDetails = z.infer<typeof BusinessDetailsSchema>;

export const BUSINESS_DETAIL_KEYS = ['support_email', 'support_phone', 'street_address', 'instagram_url', 'facebook_url'] as const satisfies ReadonlyArray<keyof BusinessDetails>;
