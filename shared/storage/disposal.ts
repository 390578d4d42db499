/** Why an overdue parcel may not be disposed of today (decision 180); null when it may. */
export const DISPOSAL_BLOCKS = ['pickup', 'warnings', 'date'] as const;
export type DisposalBlock = (typeof DISPOSAL_BLOCKS)[number];

interface DisposalFacts {
  delivery_status: string;
  /** From the overdue list: null until the required warnings with the photo are on record. */
  disposal_from: string | null;
}

/**
 * A parcel booked on a pickup waits for it (the customer said they are coming); otherwise it needs the required
 * warnings on record and the policy's day reached (New York `today`, YYYY-MM-DD).
 */
export function disposalBlock(parcel: DisposalFacts, today: string): DisposalBlock | null {
  if (parcel.delivery_status === 'scheduled') return 'pickup';
  if (parcel.disposal_from === null) return 'warnings';
  return parcel.disposal_from > today ? 'date' : null;
}
