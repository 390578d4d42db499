import { z } from 'zod';
import { msg } from '../validation/message-options';

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
export const PUSH_P256DH_MAX_LENGTH = 256;
export const PUSH_AUTH_MAX_LENGTH = 64;
export const PUSH_LANGUAGES = ['es', 'en'] as const;

/** The preference groups a user can switch on or off. */
export const PUSH_ALERT_KINDS = ['received', 'tracking', 'pickup', 'storage'] as const;
export const PushAlertKindSchema = z.enum(PUSH_ALERT_KINDS, msg('invalidRequest'));
export type PushAlertKind = z.infer<typeof PushAlertKindSchema>;

/** What a notification is about; each belongs to one preference group. */
export const PUSH_PAYLOAD_KINDS = [
  'package-received',
  'tracking-update',
  'pickup-confirmed',
  'pickup-changed',
  'pickup-cancelled',
  'storage-ending',
  'storage-last-day',
  'storage-overstay',
  'storage-disposed',
  'plan-ending',
  'plan-last-day',
  'delivery-shipped',
  'delivery-delivered',
  'parcel-missing',
  'trip-reminder',
  'pickup-collected',
  'payment-receipt',
] as const;
export const PushPayloadKindSchema = z.enum(PUSH_PAYLOAD_KINDS, msg('invalidRequest'));
export type PushPayloadKind = z.infer<typeof PushPayloadKindSchema>;

/**
 * null: not a switchable alert. The end of a paid, non-renewing plan is a notice about the service itself, sent at most
 * twice per purchase and always also by e-mail (docs/decisions/121).
 */
export const PUSH_KIND_GROUP: Record<PushPayloadKind, PushAlertKind | null> = {
  'package-received': 'received',
  'tracking-update': 'tracking',
  'pickup-confirmed': 'pickup',
  'pickup-changed': 'pickup',
  'pickup-cancelled': 'pickup',
  'storage-ending': 'storage',
  'storage-last-day': 'storage',
  // A warning before disposal is a notice no switch silences, mailed always (docs/decisions/176).
  'storage-overstay': null,
  // So is the news that a parcel was disposed of under the policy after them (docs/decisions/180).
  'storage-disposed': null,
  'plan-ending': null,
  'plan-last-day': null,
  // A delivery's way out is the carrier's news, under the same switch.
  'delivery-shipped': 'tracking',
  'delivery-delivered': 'tracking',
  // The warehouse looking for a parcel the carrier says it delivered is news of its arrival.
  'parcel-missing': 'received',
  // Before a trip: what is in and what is late (docs/decisions/174), under the pickup switch.
  'trip-reminder': 'pickup',
  // Packages handed over at the counter: the end of the pickup's story.
  'pickup-collected': 'pickup',
  // A charge's receipt is the customer's record, e-mailed always and never pushed (docs/decisions/181).
  'payment-receipt': null,
};

const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+={0,2}$/;
const base64url = (max: number) =>
  z.string(msg('invalidRequest')).min(1, msg('invalidRequest')).max(max, msg('invalidRequest')).regex(BASE64URL_PATTERN, msg('invalidRequest'));

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

const HttpsUrlSchema = z
  .string(msg('invalidRequest'))
  .max(PUSH_ENDPOINT_MAX_LENGTH, msg('invalidRequest'))
  .refine(isHttpsUrl, msg('urlInvalid'));

/** The browser's PushSubscription JSON, plus the language its alerts are written in. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: HttpsUrlSchema,
  expirationTime: z.number(msg('invalidRequest')).nullable().optional(),
  keys: z.object(
    { p256dh: base64url(PUSH_P256DH_MAX_LENGTH), auth: base64url(PUSH_AUTH_MAX_LENGTH) },
    msg('invalidRequest'),
  ),
  language: z.enum(PUSH_LANGUAGES, msg('invalidRequest')).optional(),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

export const PushUnsubscribeSchema = z.object({
  endpoint: z.url(msg('urlInvalid')).max(PUSH_ENDPOINT_MAX_LENGTH, msg('invalidRequest')),
});
export type PushUnsubscribe = z.infer<typeof PushUnsubscribeSchema>;

export const PushPreferencesSchema = z.object({
  received: z.boolean(msg('invalidRequest')),
  tracking: z.boolean(msg('invalidRequest')),
  pickup: z.boolean(msg('invalidRequest')),
  storage: z.boolean(msg('invalidRequest')),
});
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;

export const PushPreferencesUpdateSchema = PushPreferencesSchema.partial();
export type PushPreferencesUpdate = z.infer<typeof PushPreferencesUpdateSchema>;

/** The preferences with how many devices (subscriptions) the user has. */
export const PushStatusSchema = PushPreferencesSchema.extend({ devices: z.number().int().min(0) });
export type PushStatus = z.infer<typeof PushStatusSchema>;

/** The applicationServerKey for PushManager.subscribe, base64url. */
export const VapidPublicKeySchema = z.object({ publicKey: z.string() });
export type VapidPublicKey = z.infer<typeof VapidPublicKeySchema>;

/** What the service worker receives; title and body are already in the subscription's language. */
export const PushPayloadSchema = z.object({
  kind: PushPayloadKindSchema,
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
  image: z.url().optional(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
