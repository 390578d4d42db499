import { OVERSTAY_MIN_WARNINGS } from './storage-policy-schema';

/** Server texts of recording a disposal (docs/decisions/180); the PWA translates them (`serverMessages.disposal.*`). */
export const DISPOSAL_MESSAGES = {
  recorded: 'Disposal recorded. The customer is told by e-mail.',
  alreadyDisposed: 'This parcel is already recorded as disposed of.',
  notWaiting: 'Only a parcel waiting at the warehouse can be disposed of.',
  notOverdue: 'This parcel is not past its last storage day.',
  pickupBooked: 'This parcel is booked on a pickup. The pickup must be cancelled or changed before it can be disposed of.',
  heldByDelivery: 'A paid delivery holds this parcel: it cannot be disposed of.',
  storageBeingPaid: 'The customer is paying for storage days of this parcel right now.',
  warningsMissing: `Not eligible yet: ${OVERSTAY_MIN_WARNINGS} warnings with the parcel's photo must be on record.`,
  tooEarly: 'Not eligible yet: the day the policy allows has not come.',
  disposedNotHandedOver: 'This parcel was disposed of under the storage policy: it cannot be handed over.',
} as const;
