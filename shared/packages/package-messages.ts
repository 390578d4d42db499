/** Server texts of the package, tracking and pickup calls; the PWA translates them by their exact text. */
export const PACKAGE_MESSAGES = {
  created: 'Package added',
  deleted: 'Package deleted',
  received: 'Package marked as received',
  pickedUp: 'Package marked as picked up',
  accessRequired: 'An active plan is required',
  quotaReached: 'Package limit reached for your plan. Upgrade your plan or wait until a package is picked up.',
  duplicate: 'You already added this tracking number',
  invalidNumber: 'Invalid tracking number: use 6 to 64 letters and digits',
  cannotDeleteArrived: 'A package that has arrived at the warehouse cannot be deleted',
  alreadyReceived: 'Package already received',
  notReceived: 'Only packages received at the warehouse can be picked up',
  alreadyPickedUp: 'Package already picked up',
  notFound: 'Package not found',
} as const;

export const PACKAGE_LIMIT_REACHED_CODE = 'PACKAGE_LIMIT_REACHED';

export const TRACKING_MESSAGES = {
  busy: 'Tracking is busy right now. Please try again in a few minutes.',
  unavailable: 'Tracking service unavailable. Please try again later.',
} as const;
