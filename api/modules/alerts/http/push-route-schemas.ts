import { z } from '@hono/zod-openapi';
import {
  PushPreferencesUpdateSchema,
  PushStatusSchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeSchema,
  VapidPublicKeySchema,
} from '../../../../shared/push/push-schemas';

/** The shared schemas, named in the document (never .openapi() on a shared instance). */
export const VapidPublicKeyAnswerSchema = z.object(VapidPublicKeySchema.shape).openapi('VapidPublicKey');
export const PushSubscriptionBodySchema = z.object(PushSubscriptionInputSchema.shape).openapi('PushSubscriptionInput');
export const PushUnsubscribeBodySchema = z.object(PushUnsubscribeSchema.shape).openapi('PushUnsubscribe');
export const PushPreferencesBodySchema = z.object(PushPreferencesUpdateSchema.shape).openapi('PushPreferencesUpdate');
export const PushStatusAnswerSchema = z.object(PushStatusSchema.shape).openapi('PushStatus');
