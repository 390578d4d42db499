export const PICKUP_MESSAGES = {
  scheduled: 'Pickup scheduled',
  rescheduled: 'Pickup updated',
  slotFull: 'This pickup time is full. Please choose another.',
  slotUnavailable: 'This pickup time is not available. Choose one of the times offered that has not passed.',
  packageNotReady: 'Only packages received at the warehouse can be scheduled for pickup',
  notChangeable: 'This pickup can no longer be changed',
  notFound: 'Pickup not found',
} as const;
