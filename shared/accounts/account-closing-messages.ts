// No zod here: the PWA's server-message table reads these without the schemas.

/** The server's texts of closing an account; the PWA translates them (`serverMessages.accountClosing.*`). */
export const ACCOUNT_CLOSING_MESSAGES = {
  closed: 'Your account is closed. We erased your personal data.',
  wrongPassword: 'The password is not correct.',
  staffAccount: 'Staff accounts are closed by a superadmin.',
  packagesWaiting: 'You still have packages with us. Pick them up or have them delivered before closing your account.',
  planNotCancelled: 'Your plan could not be cancelled right now, so your account stays open. Please try again later.',
} as const;
