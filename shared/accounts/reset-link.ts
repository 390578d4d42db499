import { z } from 'zod';

/**
 * GET /api/password-reset/{token}: whether a reset (or admin invitation) link can still set a password, asked before
 * the page shows its form. A bad link answers 400 'Missing or invalid token' with one of these codes.
 */
export const RESET_LINK_CODES = {
  used: 'RESET_LINK_USED',
  expired: 'RESET_LINK_EXPIRED',
  invalid: 'RESET_LINK_INVALID',
} as const;
export type ResetLinkCode = (typeof RESET_LINK_CODES)[keyof typeof RESET_LINK_CODES];

export const ResetLinkValidSchema = z.object({ valid: z.literal(true) });
export type ResetLinkValid = z.infer<typeof ResetLinkValidSchema>;
