// No zod here: the PWA's translator reads these texts without the schemas (decision 101).

/** Server texts of the signed-in customer's profile, password and e-mail changes (decision 171). */
export const ACCOUNT_SECURITY_MESSAGES = {
  wrongPassword: 'The current password is not correct',
  samePassword: 'The new password must be different from the current one',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  sameEmail: 'This is already the email address of your account',
  emailUnavailable: 'This email address cannot be used. Please choose another one.',
  emailChangeSent: 'We sent a confirmation link to the new email address.',
  tooManyEmailChanges: 'Too many email change requests. Please try again later.',
} as const;

/** Where the e-mail change link lands (the account page), and the outcomes it tells there. */
export const EMAIL_CHANGE_QUERY = 'email_change';
export const EMAIL_CHANGE_OUTCOMES = ['success', 'invalid', 'unavailable'] as const;
export type EmailChangeOutcome = (typeof EMAIL_CHANGE_OUTCOMES)[number];
