/** What the carrier made of a stored address: found as typed, or found with a correction the customer has yet to accept. */
export const VERIFICATION_STATUSES = ['verified', 'correction_suggested'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
