// No zod here: the landing page's error texts come from this file (decision 101).

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
