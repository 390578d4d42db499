/** The refusals of a pass and a handover, with the details they carry for the station's text. */
export const PICKUP_PASS_MESSAGES = {
  invalidPass: 'This code is not a valid pickup pass',
  cancelled: 'This pickup was cancelled',
  /** Details: `collected_by`, `handed_over_at`. */
  alreadyCollected: 'This pickup was already collected',
  /** Details: `pickup_date`, the pickup's own day. */
  anotherDay: 'This pass is for another day',
  noPass: 'Only a scheduled pickup has a pass',
  photoExists: 'This handover already has a photo',
  notHandedOver: 'Hand the pickup over before adding its photo',
  noPhoto: 'This handover has no photo',
} as const;
