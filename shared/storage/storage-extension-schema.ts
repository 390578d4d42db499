import { z } from 'zod';
import { PaypalOrderSchema } from '../payments/paypal-order-schema';
import { msg } from '../validation/message-options';

const DateOnlySchema = z.iso.date();
const days = z.number(msg('invalidRequest')).int(msg('invalidRequest'));

/** GET /api/packages/{id}/storage-extension: `?days=N`, or `?until=trip` for exactly the current trip's departure. */
export const StorageExtensionQuerySchema = z
  .object({
    days: z.coerce.number(msg('invalidRequest')).int(msg('invalidRequest')).optional(),
    until: z.literal('trip', msg('invalidRequest')).optional(),
  })
  .refine((query) => (query.days === undefined) !== (query.until === undefined), msg('invalidRequest'));
export type StorageExtensionQuery = z.infer<typeof StorageExtensionQuerySchema>;

/** POST /api/packages/{id}/storage-extension: `{ days }` or `{ until: 'trip' }`, with an Idempotency-Key. */
export const StorageExtensionRequestSchema = z.union([z.object({ days }).strict(), z.object({ until: z.literal('trip', msg('invalidRequest')) }).strict()], msg('invalidRequest'));
export type StorageExtensionRequest = z.infer<typeof StorageExtensionRequestSchema>;

/** The price of the days before anything is charged, and the last day they lead to. */
export const StorageExtensionQuoteSchema = z.object({
  package_id: z.number().int(),
  days: z.number().int(),
  cents_per_day: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.literal('USD'),
  current_last_day: DateOnlySchema,
  new_last_day: DateOnlySchema,
  /** The trip reached, for `until=trip`. */
  trip: z.object({ id: z.number().int(), arrival_date: DateOnlySchema, departure_date: DateOnlySchema }).nullable(),
});
export type StorageExtensionQuote = z.infer<typeof StorageExtensionQuoteSchema>;

/** What was charged and recorded. */
export const StorageExtensionAnswerSchema = z.object({
  extension: z.object({
    id: z.number().int(),
    package_id: z.number().int(),
    days: z.number().int(),
    amount_cents: z.number().int(),
    previous_last_day: DateOnlySchema,
    new_last_day: DateOnlySchema,
    payment_method: z.enum(['card', 'paypal']),
    card_last4: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  }),
  message: z.string(),
});
export type StorageExtensionAnswer = z.infer<typeof StorageExtensionAnswerSchema>;

/**
 * 201 of POST /api/packages/{id}/storage-extension/paypal-order: the days reserved (`extension_id`, waiting) while the
 * customer approves the order at PayPal (the browser goes to its link whose rel is `approve`).
 */
export const StoragePaypalOrderSchema = z.object({
  extension_id: z.number().int(),
  package_id: z.number().int(),
  days: z.number().int(),
  amount_cents: z.number().int(),
  new_last_day: DateOnlySchema,
  order: PaypalOrderSchema,
});
export type StoragePaypalOrder = z.infer<typeof StoragePaypalOrderSchema>;

/** 200 of DELETE /api/packages/{id}/storage-extension/{extensionId}/paypal-order: given up, nothing was charged. */
export const StoragePaypalCancelSchema = z.object({ message: z.string() });
export type StoragePaypalCancel = z.infer<typeof StoragePaypalCancelSchema>;

/** PayPal's return and cancel pages of storage days paid through an order (docs/decisions/179). */
export const storagePaypalReturnPath = (packageId: number, extensionId: number) => `/dashboard/packages/${packageId}/storage/${extensionId}/paypal-return`;
export const storagePaypalCancelPath = (packageId: number, extensionId: number) => `/dashboard/packages/${packageId}/storage/${extensionId}/paypal-cancel`;
