import { z } from 'zod';

export const ROLES = ['regular', 'admin', 'superadmin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const isStaffRole = (role: Role) => role === 'admin' || role === 'superadmin';

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

/** Server messages the client recognises by their exact text (part 1 section 8). */
export const ACCOUNT_NOT_ACTIVATED_MESSAGE = 'Account not activated. Please verify your email first.';
export const REGISTRATION_CLOSED_MESSAGE = 'We are not accepting new registrations for the moment';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const RESET_REQUESTED_MESSAGE = 'If that email is registered, a reset link has been sent.';
export const RESET_DONE_MESSAGE = 'Password reset successfully. Please log in.';
export const INVALID_OR_EXPIRED_TOKEN_MESSAGE = 'Invalid or expired token';
export const RECAPTCHA_TOKEN_MISSING = 'RECAPTCHA_TOKEN_MISSING';
export const RECAPTCHA_VERIFICATION_FAILED = 'RECAPTCHA_VERIFICATION_FAILED';
export const RATE_LIMIT_EXCEEDED = 'RATE_LIMIT_EXCEEDED';
