import { z } from '@hono/zod-openapi';
import {
  MessagingPreferencesUpdateSchema,
  MessagingStatusSchema,
  PhoneVerificationConfirmSchema,
  PhoneVerificationRequestSchema,
  PhoneVerificationSentSchema,
} from '../../../../shared/push/messaging-schemas';

/** The shared schemas, named in the document (never .openapi() on a shared instance). */
export const MessagingStatusAnswerSchema = z.object(MessagingStatusSchema.shape).openapi('MessagingStatus');
export const MessagingPreferencesBodySchema = z.object(MessagingPreferencesUpdateSchema.shape).strict().openapi('MessagingPreferencesUpdate');
export const PhoneVerificationBodySchema = z.object(PhoneVerificationRequestSchema.shape).strict().openapi('PhoneVerificationRequest');
export const PhoneVerificationSentAnswerSchema = z.object(PhoneVerificationSentSchema.shape).openapi('PhoneVerificationSent');
export const PhoneVerificationConfirmBodySchema = z.object(PhoneVerificationConfirmSchema.shape).strict().openapi('PhoneVerificationConfirm');
