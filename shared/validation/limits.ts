export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
// argon2 accepts any length; a ceiling keeps hashing cost bounded for hostile input.
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_DIGITS_MIN = 6;
export const PHONE_DIGITS_MAX = 15;
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;
// The spec's "simple {email}" check: something@something.something, no spaces.
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const TOKEN_MAX_LENGTH = 512;

/** A tracking number, normalised (letters and digits). */
export const TRACKING_NUMBER_MAX_LENGTH = 64;
