/** Server texts of receiving, its undo and unidentified parcels; the PWA translates them by their exact text. */
export const RECEIVING_MESSAGES = {
  receiptUndone: 'Receipt undone',
  undoExpired: 'It is too late to undo this: undo is possible for 60 seconds only',
  undoNotReceived: 'Only a package that is received (not scheduled or picked up) can have its receipt undone',
  undoAssignedParcel: 'This package was an unidentified parcel: undo its assignment from the parcel',
  parcelCreated: 'Unidentified parcel logged',
  parcelRemoved: 'Unidentified parcel removed',
  assignmentUndone: 'Assignment undone',
  parcelAssigned: 'Parcel assigned to the customer',
  parcelNotFound: 'Unidentified parcel not found',
  parcelAlreadyOpen: 'An unidentified parcel with this tracking number is already waiting',
  parcelAlreadyAssigned: 'This parcel has already been assigned',
  suiteInvalid: 'Enter a suite like MD-10482',
  suiteNotFound: 'No customer has this suite',
  customerAlreadyReceived: 'This customer already has this package received',
} as const;
