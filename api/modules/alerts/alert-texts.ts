import { planByType } from '../../../shared/plans/plan-catalog';
import { addressLine } from '../../../shared/pickup/pickup-location';
import type { PushPayloadKind } from '../../../shared/push/push-schemas';
import { formatLongDate, type DateLanguage } from '../../../shared/time/new-york';
import type { AlertEvent, EventOf } from './alert-events';
import { TRACKING_STATUS_NAMES } from './tracking-status-names';

export type AlertLanguage = DateLanguage;

type Texts = { [K in PushPayloadKind]: { title: (event: EventOf<K>) => string; body: (event: EventOf<K>) => string } };

const packagesEs = (count: number) => (count === 1 ? '1 paquete' : `${count} paquetes`);
const packagesEn = (count: number) => (count === 1 ? '1 package' : `${count} packages`);
/** The street address after a pickup's confirmation: short enough for a notification and a text message. */
const placeOf = (e: EventOf<'pickup-confirmed'>, label: string) => (e.location ? ` ${label}: ${addressLine(e.location)}.` : '');
const planOf = (e: { planType: string }, language: AlertLanguage) => planByType(e.planType)?.names[language] ?? e.planType;

/** The alerts' words, in the customer's language (Spanish in the tú voice). Both languages have every kind. */
export const ALERT_TEXTS: Record<AlertLanguage, Texts> = {
  es: {
    'package-received': {
      title: () => 'Tu paquete llegó al depósito',
      body: (e) => `${e.title} (${e.trackingNumber}) ya está en nuestro depósito de Miami.${e.storageDays ? ` Tu plan incluye ${e.storageDays} días de almacenamiento.` : ''}`,
    },
    'tracking-update': {
      title: () => 'Novedades de tu paquete',
      body: (e) => `El transportista informa «${TRACKING_STATUS_NAMES.es[e.status]}» para ${e.title} (${e.trackingNumber}).`,
    },
    'pickup-confirmed': {
      title: () => 'Retiro confirmado',
      body: (e) => `Te esperamos el ${formatLongDate(e.date, 'es')} a las ${e.time} en el depósito para retirar ${packagesEs(e.packages)}.${placeOf(e, 'Dirección')}`,
    },
    'pickup-changed': {
      title: () => 'Retiro modificado',
      body: (e) => `Tu retiro ahora es el ${formatLongDate(e.date, 'es')} a las ${e.time} (${packagesEs(e.packages)}).`,
    },
    'storage-ending': {
      title: () => 'Tu almacenamiento está por vencer',
      body: (e) => `Quedan ${e.daysLeft} días de almacenamiento para ${packagesEs(e.packageIds.length)} en el depósito. Programa tu retiro.`,
    },
    'storage-last-day': {
      title: () => 'Hoy vence tu almacenamiento',
      body: (e) => `Hoy es el último día de almacenamiento para ${packagesEs(e.packageIds.length)} en el depósito. Programa tu retiro.`,
    },
    'plan-ending': {
      title: (e) => `Tu plan termina en ${e.daysLeft} días`,
      body: (e) => `Tu acceso a ${planOf(e, 'es')}, pagado con PayPal, termina el ${formatLongDate(e.accessUntil, 'es')}. No se renueva solo: vuelve a pagar tu plan para mantener tu dirección en Miami.`,
    },
    'plan-last-day': {
      title: () => 'Tu plan termina en menos de un día',
      body: (e) => `Tu acceso a ${planOf(e, 'es')}, pagado con PayPal, termina el ${formatLongDate(e.accessUntil, 'es')}. No se renueva solo: vuelve a pagar hoy para no perder tu dirección en Miami.`,
    },
    'delivery-shipped': {
      title: () => 'Tu envío está en camino',
      body: (e) => `Entregamos ${packagesEs(e.packages)} a ${e.carrier} (${e.service}). Número de seguimiento: ${e.trackingCode}.`,
    },
    'delivery-delivered': {
      title: () => 'Tu envío fue entregado',
      body: (e) => `${e.carrier} entregó ${packagesEs(e.packages)} en ${e.city}.`,
    },
  },
  en: {
    'package-received': {
      title: () => 'Your package reached the warehouse',
      body: (e) => `${e.title} (${e.trackingNumber}) is at our Miami warehouse.${e.storageDays ? ` Your plan includes ${e.storageDays} days of storage.` : ''}`,
    },
    'tracking-update': {
      title: () => 'Update on your package',
      body: (e) => `The carrier reports “${TRACKING_STATUS_NAMES.en[e.status]}” for ${e.title} (${e.trackingNumber}).`,
    },
    'pickup-confirmed': {
      title: () => 'Pickup confirmed',
      body: (e) => `We expect you on ${formatLongDate(e.date, 'en')} at ${e.time} at the warehouse to collect ${packagesEn(e.packages)}.${placeOf(e, 'Address')}`,
    },
    'pickup-changed': {
      title: () => 'Pickup changed',
      body: (e) => `Your pickup is now on ${formatLongDate(e.date, 'en')} at ${e.time} (${packagesEn(e.packages)}).`,
    },
    'storage-ending': {
      title: () => 'Your storage is ending soon',
      body: (e) => `Only ${e.daysLeft} days of storage left for ${packagesEn(e.packageIds.length)} at the warehouse. Schedule your pickup.`,
    },
    'storage-last-day': {
      title: () => 'Your storage ends today',
      body: (e) => `Today is the last day of storage for ${packagesEn(e.packageIds.length)} at the warehouse. Schedule your pickup.`,
    },
    'plan-ending': {
      title: (e) => `Your plan ends in ${e.daysLeft} days`,
      body: (e) => `Your access to ${planOf(e, 'en')}, paid with PayPal, ends on ${formatLongDate(e.accessUntil, 'en')}. It does not renew on its own: pay for your plan again to keep your Miami address.`,
    },
    'plan-last-day': {
      title: () => 'Your plan ends in less than a day',
      body: (e) => `Your access to ${planOf(e, 'en')}, paid with PayPal, ends on ${formatLongDate(e.accessUntil, 'en')}. It does not renew on its own: pay again today to keep your Miami address.`,
    },
    'delivery-shipped': {
      title: () => 'Your delivery is on its way',
      body: (e) => `We handed ${packagesEn(e.packages)} to ${e.carrier} (${e.service}). Tracking number: ${e.trackingCode}.`,
    },
    'delivery-delivered': {
      title: () => 'Your delivery arrived',
      body: (e) => `${e.carrier} delivered ${packagesEn(e.packages)} in ${e.city}.`,
    },
  },
};

/** The title and body of an event in a language. */
export function alertText(event: AlertEvent, language: AlertLanguage): { title: string; body: string } {
  const texts = ALERT_TEXTS[language][event.kind] as { title: (e: AlertEvent) => string; body: (e: AlertEvent) => string };
  return { title: texts.title(event), body: texts.body(event) };
}
