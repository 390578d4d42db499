export const PICKUPS_KEY = ['pickups'] as const;
export const PICKUP_SLOTS_KEY = ['pickup-slots'] as const;
export const PICKUP_HOURS_KEY = ['pickup-hours'] as const;

/** What a booking sent from the outbox changes: the pickups, the places left and the packages' status (by key). */
export const BOOKING_REFRESHES = [PICKUPS_KEY, PICKUP_SLOTS_KEY, ['packages']];
