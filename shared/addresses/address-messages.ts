/** Server texts of the delivery address calls (docs/decisions/163); the PWA translates them (`serverMessages.addresses.*`). */
export const ADDRESS_MESSAGES = {
  created: 'Delivery address saved',
  updated: 'Delivery address updated',
  deleted: 'Delivery address deleted',
  madePrimary: 'Primary delivery address changed',
  correctionAccepted: 'Correction accepted',
  notFound: 'Delivery address not found',
  noPrimary: 'You have no delivery address yet',
  limitReached: 'You have reached the number of delivery addresses your plan allows. Delete one to add another.',
  undeliverable: 'The carrier could not find this address. Check the street, city, state and ZIP code.',
  noCorrection: 'This address has no correction to accept',
  carrierBusy: 'The carrier is busy checking addresses. Please try again in a minute.',
  carrierUnavailable: 'The carrier could not check the address right now. Please try again later.',
  tooManyChecks: 'Too many address checks. Please try again later.',
} as const;
