import { PUSH_KIND_GROUP, type PushAlertKind, type PushPayload } from '../../../shared/push/push-schemas';
import { HOUR_MS } from '../../../shared/time/durations';
import type { PushSendOptions } from '../../adapters/push/push-sender';
import type { AlertEvent } from './alert-events';
import { alertText, type AlertLanguage } from './alert-texts';

/** The preference group that may switch the alert off; null for a notice about the plan itself. */
export const alertGroup = (event: AlertEvent): PushAlertKind | null => PUSH_KIND_GROUP[event.kind];

/** Where a click opens the app: the package, the pickup page, or the packages list when several share a reminder. */
export function alertUrl(event: AlertEvent): string {
  switch (event.kind) {
    case 'package-received':
    case 'tracking-update':
    case 'parcel-missing':
    case 'storage-overstay':
    case 'storage-disposed':
      return `/dashboard/packages/${event.packageId}`;
    case 'pickup-confirmed':
    case 'pickup-changed':
    case 'pickup-cancelled':
      return '/dashboard/pickup';
    case 'plan-ending':
    case 'plan-last-day':
    case 'trip-reminder':
      return '/dashboard';
    case 'pickup-collected':
      return event.packageIds.length === 1 ? `/dashboard/packages/${event.packageIds[0]}` : '/dashboard/packages';
    case 'payment-receipt':
      return event.deliveryId !== null ? `/dashboard/deliveries/${event.deliveryId}` : '/dashboard';
    case 'delivery-shipped':
    case 'delivery-delivered':
      return `/dashboard/deliveries/${event.deliveryId}`;
    default:
      return event.packageIds.length === 1 ? `/dashboard/packages/${event.packageIds[0]}` : '/dashboard/packages';
  }
}

/**
 * A later alert about the same thing replaces the earlier notification on the device (a change replaces the
 * confirmation, a carrier update the one before, the receipt the last carrier update).
 */
export function alertTag(event: AlertEvent): string {
  switch (event.kind) {
    case 'package-received':
    case 'tracking-update':
    case 'parcel-missing':
      return `package-${event.packageId}`;
    case 'storage-overstay':
    case 'storage-disposed':
      return `overstay-${event.packageId}`;
    case 'pickup-confirmed':
    case 'pickup-changed':
    case 'pickup-cancelled':
      return `pickup-${event.pickupId}`;
    case 'plan-ending':
    case 'plan-last-day':
      return `plan-${event.subscriptionId}`;
    case 'trip-reminder':
      return `trip-${event.tripId}`;
    case 'pickup-collected':
      return event.pickupId !== null ? `pickup-${event.pickupId}` : `package-${event.packageIds[0]}`;
    case 'payment-receipt':
      return event.deliveryId !== null ? `receipt-delivery-${event.deliveryId}` : `receipt-${event.paymentId}`;
    case 'delivery-shipped':
    case 'delivery-delivered':
      return `delivery-${event.deliveryId}`;
    default:
      return `storage-${event.lastDay ?? event.periodStart}`;
  }
}

/** The notification as the service worker shows it, in the device's language. */
export function alertPayload(event: AlertEvent, language: AlertLanguage, imageUrl?: string): PushPayload {
  return { kind: event.kind, ...alertText(event, language), url: alertUrl(event), tag: alertTag(event), ...(imageUrl ? { image: imageUrl } : {}) };
}

/** How long a push service should hold it for a device that is off, and how urgently to wake one. */
export function alertSendOptions(event: AlertEvent): PushSendOptions {
  switch (event.kind) {
    case 'storage-last-day':
    case 'plan-last-day':
    case 'storage-overstay':
      return { ttlSeconds: (8 * HOUR_MS) / 1000, urgency: 'high' };
    case 'storage-ending':
    case 'plan-ending':
      return { ttlSeconds: (24 * HOUR_MS) / 1000, urgency: 'normal' };
    case 'pickup-confirmed':
    case 'pickup-changed':
    case 'pickup-cancelled':
      return { ttlSeconds: (24 * HOUR_MS) / 1000, urgency: 'high' };
    case 'tracking-update':
      // A carrier status is stale once the next one is out: held a day, at normal urgency.
      return { ttlSeconds: (24 * HOUR_MS) / 1000, urgency: 'normal' };
    default:
      return { ttlSeconds: (3 * 24 * HOUR_MS) / 1000, urgency: 'normal' };
  }
}
