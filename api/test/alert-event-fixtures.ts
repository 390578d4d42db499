import type { AlertEvent } from '../modules/alerts/alert-events';

/** One alert of each kind, about the same package, booking, storage period and plan (alert texts and payload tests). */
export const received: AlertEvent = { kind: 'package-received', packageId: 5, trackingNumber: '1Z999', title: 'Campera', storageDays: 15 };
export const trackingUpdate: AlertEvent = { kind: 'tracking-update', packageId: 5, trackingNumber: '1Z999', title: 'Campera', status: 'out_for_delivery' };
export const confirmed: AlertEvent = { kind: 'pickup-confirmed', pickupId: 3, date: '2026-03-23', time: '10:00', packages: 2 };
export const changed: AlertEvent = { kind: 'pickup-changed', pickupId: 3, date: '2026-03-24', time: '11:30', packages: 1 };
export const storageEnding: AlertEvent = { kind: 'storage-ending', periodStart: '2026-03-10', daysLeft: 3, packageIds: [4, 5] };
export const storageLastDay: AlertEvent = { kind: 'storage-last-day', periodStart: '2026-03-10', daysLeft: 0, packageIds: [4] };
export const planEnding: AlertEvent = { kind: 'plan-ending', subscriptionId: 9, planType: 'plus', accessUntil: '2026-04-09T15:00:00.000Z', daysLeft: 3 };
export const planLastDay: AlertEvent = { kind: 'plan-last-day', subscriptionId: 9, planType: 'premium', accessUntil: '2026-04-09T15:00:00.000Z', daysLeft: 0 };
export const deliveryShipped: AlertEvent = { kind: 'delivery-shipped', deliveryId: 7, carrier: 'USPS', service: 'Ground Advantage', trackingCode: '9400111206200000000011', packages: 2 };
export const deliveryDelivered: AlertEvent = { kind: 'delivery-delivered', deliveryId: 7, carrier: 'USPS', city: 'Orlando', packages: 2 };
