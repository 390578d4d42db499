import type { StaffDeliveryFilter } from '../model/staff-delivery-filter';

export const SHIPPING_QUEUE_KEY = ['admin', 'deliveries'] as const;

export const shippingQueueKey = (filter: StaffDeliveryFilter) => [...SHIPPING_QUEUE_KEY, filter] as const;

/** A hand-over moves the delivery's packages to 'shipped': the admin panel's package list (by key) changes too. */
export const HAND_OVER_REFRESHES = [SHIPPING_QUEUE_KEY, ['admin', 'packages']] as const;
