/** Server texts of the missing-parcel calls; the PWA translates them by their exact text. */
export const MISSING_PARCEL_MESSAGES = {
  notFound: 'Missing-parcel task not found',
  alreadyClosed: 'This missing-parcel task is already closed',
} as const;
