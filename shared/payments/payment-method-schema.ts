import { z } from 'zod';
import { msg } from '../validation/message-options';
import { NONCE_MAX_LENGTH } from '../subscription/subscribe-request-schema';
export { PAYMENT_METHOD_ERRORS } from './payment-method-messages';

/** A saved card as GET /api/braintree/payment-methods lists it (part 2 section 3). */
export const PaymentMethodSchema = z.object({
  token: z.string(),
  card_type: z.string(),
  last_4: z.string(),
  is_default: z.boolean(),
  cardholder_name: z.string().nullable(),
  expiration_month: z.string().nullable(),
  expiration_year: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentMethodListSchema = z.object({ payment_methods: z.array(PaymentMethodSchema) });
export type PaymentMethodList = z.infer<typeof PaymentMethodListSchema>;

/** POST /api/braintree/payment-methods */
export const AddPaymentMethodRequestSchema = z.object({
  paymentMethodNonce: z.string(msg('fieldRequired')).trim().min(1, msg('fieldRequired')).max(NONCE_MAX_LENGTH, msg('invalidRequest')),
});
export type AddPaymentMethodRequest = z.infer<typeof AddPaymentMethodRequestSchema>;

/** 201 of POST /api/braintree/payment-methods and 200 of POST .../{token}/default. */
export const PaymentMethodResponseSchema = z.object({ payment_method: PaymentMethodSchema });
export type PaymentMethodResponse = z.infer<typeof PaymentMethodResponseSchema>;

/** `braintree`: load Drop-in 1.45.1 with the token; `local`: the built-in test card form of the local sandbox. */
export const CARD_FORM_MODES = ['braintree', 'local'] as const;
export const CardFormModeSchema = z.enum(CARD_FORM_MODES);
export type CardFormMode = z.infer<typeof CardFormModeSchema>;

/** GET /api/braintree/client-token */
export const ClientTokenResponseSchema = z.object({
  client_token: z.string(),
  has_saved_payment_methods: z.boolean(),
  mode: CardFormModeSchema,
});
export type ClientTokenResponse = z.infer<typeof ClientTokenResponseSchema>;
