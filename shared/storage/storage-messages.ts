import { STORAGE_EXTENSION_MAX_DAYS } from './storage-extension';

/** Server texts of the storage calls (docs/decisions/176 and 179); the PWA translates them (`serverMessages.storage.*`). */
export const STORAGE_MESSAGES = {
  extended: 'Storage extended. Your new last day is saved.',
  notWaiting: 'Only a package waiting at the warehouse can have its storage extended.',
  noStoragePeriod: 'This package has no storage period to extend yet.',
  daysOutOfRange: `Choose from 1 to ${STORAGE_EXTENSION_MAX_DAYS} days of storage.`,
  noTrip: 'You have no trip to Miami coming up. Add your trip first.',
  tripCovered: 'Storage already lasts until your trip ends.',
  tripTooFar: `Your trip is too far ahead: at most ${STORAGE_EXTENSION_MAX_DAYS} days can be added at once.`,
  noCard: 'Add a card in Payment methods to pay for storage days by card, or pay with PayPal.',
  lastDayMoved: 'Storage of this package changed meanwhile. Please look at the price again.',
  notRecorded: 'Storage could not be extended right now. Nothing was charged. Please try again.',
  extensionNotFound: 'This storage purchase was not found.',
  paypalCancelled: 'PayPal payment cancelled. Nothing was charged and your last day stays as it was.',
  paypalExpired: 'This PayPal payment can no longer be completed. Please choose your storage days again.',
  paypalRefunded: 'This PayPal payment arrived after the storage purchase was given up, so it has been refunded.',
  paypalQuoteChanged: 'Storage of this package changed before your PayPal payment arrived, so it has been refunded. Please look at the price again.',
  paypalFailed: 'PayPal could not take the payment for storage days right now. Please try again.',
  paypalAmountMismatch: 'The PayPal payment did not match the price of these days, so it has been refunded. Please try again.',
  paypalRefundFailed: 'Your PayPal payment could not be recorded, and its refund failed for now. We will refund it; please contact us if you do not see it.',
  nothingToPay: 'These storage days cost nothing, so there is nothing to pay with PayPal.',
  alreadyPaid: 'These storage days have already been paid.',
} as const;
