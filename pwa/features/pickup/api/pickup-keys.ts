export const PICKUPS_KEY = ['pickups'] as const;
export const PICKUP_SLOTS_KEY = ['pickup-slots'] as const;
export const PICKUP_HOURS_KEY = ['pickup-hours'] as const;
export const PICKUP_PASS_KEY = ['pickup-pass'] as const;

/** What a booking sent from the outbox changes: the pickups, the places left, the packages' status and a moved pickup's pass (by key). */
export const BOOKING_REFRESHES = [PICKUPS_KEY, PICKUP_SLOTS_KEY, ['packages'], PICKUP_PASS_KEY];
