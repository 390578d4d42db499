import { STORAGE_EXTENSION_MAX_DAYS } from './storage-extension';

/** Server texts of the storage calls (docs/decisions/176); the PWA translates them (`serverMessages.storage.*`). */
export const STORAGE_MESSAGES = {
  extended: 'Storage extended. Your new last day is saved.',
  notWaiting: 'Only a package waiting at the warehouse can have its storage extended.',
  noStoragePeriod: 'This package has no storage period to extend yet.',
  daysOutOfRange: `Choose from 1 to ${STORAGE_EXTENSION_MAX_DAYS} days of storage.`,
  noTrip: 'You have no trip to Miami coming up. Add your trip first.',
  tripCovered: 'Storage already lasts until your trip ends.',
  tripTooFar: `Your trip is too far ahead: at most ${STORAGE_EXTENSION_MAX_DAYS} days can be added at once.`,
  noCard: 'Add a card in Payment methods to extend storage. Storage days are paid by card; PayPal is not available for them yet.',
  lastDayMoved: 'Storage of this package changed meanwhile. Please look at the price again.',
  notRecorded: 'Storage could not be extended right now. Nothing was charged. Please try again.',
} as const;
