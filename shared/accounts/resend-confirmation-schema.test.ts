import { describe, expect, it } from 'vitest';
import {
  RESEND_LIMIT_PER_DAY,
  RESEND_LIMIT_PER_HOUR,
  RESEND_REMAINING_DAY_HEADER,
  RESEND_REMAINING_HOUR_HEADER,
  ResendConfirmationRequestSchema,
} from './resend-confirmation-schema';
import { TOKEN_MAX_LENGTH } from '../validation/limits';

describe('resend confirmation', () => {
  it('allows 3 resends per hour and 10 per day', () => {
    expect(RESEND_LIMIT_PER_HOUR).toBe(3);
    expect(RESEND_LIMIT_PER_DAY).toBe(10);
    expect(RESEND_REMAINING_HOUR_HEADER).toBe('X-RateLimit-Remaining-Hour');
    expect(RESEND_REMAINING_DAY_HEADER).toBe('X-RateLimit-Remaining-Day');
  });

  it('takes an e-mail and an optional reCAPTCHA token', () => {
    expect(ResendConfirmationRequestSchema.parse({ email: 'Ana@Example.com' })).toEqual({ email: 'ana@example.com' });
    expect(ResendConfirmationRequestSchema.parse({ email: 'a@b.co', recaptcha_token: 't' })).toEqual({ email: 'a@b.co', recaptcha_token: 't' });
    expect(ResendConfirmationRequestSchema.safeParse({ email: 'a@b.co', recaptcha_token: 't'.repeat(TOKEN_MAX_LENGTH + 1) }).success).toBe(false);
    expect(ResendConfirmationRequestSchema.safeParse({ email: 'nope' }).success).toBe(false);
  });
});
