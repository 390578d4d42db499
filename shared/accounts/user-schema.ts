import { z } from 'zod';
import { ROLES } from './user-roles';

// The zod-free parts live beside (decision 101); the API keeps importing them from here.
export {
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  RESET_DONE_MESSAGE,
  INVALID_OR_EXPIRED_TOKEN_MESSAGE,
  RECAPTCHA_TOKEN_MISSING,
  RECAPTCHA_VERIFICATION_FAILED,
  RATE_LIMIT_EXCEEDED,
} from './account-messages';
export { ROLES, isStaffRole, type Role } from './user-roles';

export const RoleSchema = z.enum(ROLES);

/** The user as the API returns it (never the password hash or tokens). */
export const PublicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  role: RoleSchema,
  /** The personal suite on the Miami address (MD-10482), permanent and unique. */
  suite_code: z.string(),
  /** The spec's "active account": the e-mail address has been verified. */
  is_active: z.boolean(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const LoginResponseSchema = z.object({ token: z.string(), user: PublicUserSchema, expires_at: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
