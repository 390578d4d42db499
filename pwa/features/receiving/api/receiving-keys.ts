export const RECEIVING_KEY = ['admin', 'receiving'] as const;

/** What a receipt changes: the station's lookups and copies, and the admin panel's package list (by key). */
export const RECEIVING_REFRESHES = [RECEIVING_KEY, ['admin', 'packages']];
