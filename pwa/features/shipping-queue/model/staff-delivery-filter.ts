import type { STAFF_DELIVERY_FILTERS } from '@shared/deliveries/delivery-schema';

export type StaffDeliveryFilter = (typeof STAFF_DELIVERY_FILTERS)[number];
