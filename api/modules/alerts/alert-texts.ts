import { planByType } from '../../../shared/plans/plan-catalog';
import { addressLine } from '../../../shared/pickup/pickup-location';
import type { PushPayloadKind } from '../../../shared/push/push-schemas';
import { formatLongDate, type DateLanguage } from '../../../shared/time/new-york';
import { formatUsd } from '../../../shared/money/format-usd';
import type { AlertEvent, EventOf } from './alert-events';
import { TRACKING_STATUS_NAMES } from './tracking-status-names';
import { tripReminderBody, tripReminderTitle } from './trip-reminder-texts';

export type AlertLanguage = DateLanguage;

type Texts = { [K in PushPayloadKind]: { title: (event: EventOf<K>) => string; body: (event: EventOf<K>) => string } };

const packagesEs = (count: number) => (count === 1 ? '1 paquete' : `${count} paquetes`);
const packagesEn = (count: number) => (count === 1 ? '1 package' : `${count} packages`);
/** The street address after a pickup's confirmation: short enough for a notification and a text message. */
const placeOf = (e: EventOf<'pickup-confirmed'>, label: string) => (e.location ? ` ${label}: ${addressLine(e.location)}.` : '');
const planOf = (e: { planType: string }, language: AlertLanguage) => planByType(e.planType)?.names[language] ?? e.planType;
/** A reminder of packages sharing a last day names it and offers more days (decision 176); an older one had none. */
const lastDayOf = (e: { lastDay?: string }, language: AlertLanguage, label: string) => (e.lastDay ? ` (${label}: ${formatLongDate(e.lastDay, language)})` : '');
const extendOr = (e: { lastDay?: string }, words: string) => (e.lastDay ? words : '');
type Overstay = EventOf<'storage-overstay'>;
const overstayFeeEs = (e: Overstay) =>
  e.feeCents > 0
    ? ` Lleva ${formatUsd(e.feeCents, 'es')} de cargo por estadía (${formatUsd(e.feePerDayCents, 'es')} por día después de ${e.graceDays} días de gracia).`
    : ` Después de ${e.graceDays} días de gracia se cobran ${formatUsd(e.feePerDayCents, 'es')} por día.`;
const overstayFeeEn = (e: Overstay) =>
  e.feeCents > 0
    ? ` It has run up ${formatUsd(e.feeCents, 'en')} in overstay fees (${formatUsd(e.feePerDayCents, 'en')} a day after ${e.graceDays} days of grace).`
    : ` After ${e.graceDays} days of grace it costs ${formatUsd(e.feePerDayCents, 'en')} a day.`;

type Receipt = EventOf<'payment-receipt'>;
const paidWithEs = (e: Receipt) => (e.provider === 'paypal' ? 'con PayPal' : `a tu ${e.card ?? 'tarjeta guardada'}`);
const paidWithEn = (e: Receipt) => (e.provider === 'paypal' ? 'with PayPal' : `to your ${e.card ?? 'saved card'}`);
const receiptPlanEs = (e: Receipt) => (e.planType ? planOf({ planType: e.planType }, 'es') : 'tu plan');
const receiptPlanEn = (e: Receipt) => (e.planType ? planOf({ planType: e.planType }, 'en') : 'your plan');
const paidUntilEs = (e: Receipt) => (e.paidUntil ? ` Está pagado hasta el ${formatLongDate(e.paidUntil, 'es')}.` : '');
const paidUntilEn = (e: Receipt) => (e.paidUntil ? ` It is paid until ${formatLongDate(e.paidUntil, 'en')}.` : '');
const RECEIPT_BODY: Record<AlertLanguage, (e: Receipt) => string> = {
  es: (e) => {
    const charged = e.provider === 'paypal' ? `Pagaste ${formatUsd(e.amountCents, 'es')} con PayPal` : `Cobramos ${formatUsd(e.amountCents, 'es')} ${paidWithEs(e)}`;
    switch (e.purpose) {
      case 'plan':
        return `${charged} por ${receiptPlanEs(e)}.${paidUntilEs(e)}`;
      case 'plan-change':
        return `${charged} por el cambio a ${receiptPlanEs(e)}.${paidUntilEs(e)}`;
      case 'renewal':
        return `Renovamos ${receiptPlanEs(e)}: cobramos ${formatUsd(e.amountCents, 'es')} ${paidWithEs(e)}.${paidUntilEs(e)}`;
      default:
        return `${charged} por el envío de tus paquetes${e.service ? ` (${e.service})` : ''}.`;
    }
  },
  en: (e) => {
    const charged = e.provider === 'paypal' ? `You paid ${formatUsd(e.amountCents, 'en')} with PayPal` : `We charged ${formatUsd(e.amountCents, 'en')} ${paidWithEn(e)}`;
    switch (e.purpose) {
      case 'plan':
        return `${charged} for ${receiptPlanEn(e)}.${paidUntilEn(e)}`;
      case 'plan-change':
        return `${charged} for the change to ${receiptPlanEn(e)}.${paidUntilEn(e)}`;
      case 'renewal':
        return `We renewed ${receiptPlanEn(e)}: we charged ${formatUsd(e.amountCents, 'en')} ${paidWithEn(e)}.${paidUntilEn(e)}`;
      default:
        return `${charged} for the delivery of your packages${e.service ? ` (${e.service})` : ''}.`;
    }
  },
};
const listEs = (titles: string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format(titles);
const listEn = (titles: string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(titles);

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
    'pickup-cancelled': {
      title: () => 'Retiro cancelado',
      body: (e) =>
        `Cancelaste tu retiro del ${formatLongDate(e.date, 'es')} a las ${e.time}. ${e.packages === 1 ? 'Tu paquete sigue en el depósito, listo' : `Tus ${e.packages} paquetes siguen en el depósito, listos`} para un nuevo retiro.`,
    },
    'storage-ending': {
      title: () => 'Tu almacenamiento está por vencer',
      body: (e) =>
        `Quedan ${e.daysLeft} días de almacenamiento para ${packagesEs(e.packageIds.length)} en el depósito${lastDayOf(e, 'es', 'último día')}. Programa tu retiro${extendOr(e, ' o extiende el almacenamiento')}.`,
    },
    'storage-last-day': {
      title: () => 'Hoy vence tu almacenamiento',
      body: (e) => `Hoy es el último día de almacenamiento para ${packagesEs(e.packageIds.length)} en el depósito. Programa tu retiro${extendOr(e, ' o extiende el almacenamiento')}.`,
    },
    'storage-overstay': {
      title: () => 'Tu paquete superó su almacenamiento',
      body: (e) =>
        `${e.title} (${e.trackingNumber}) sigue en el depósito ${e.daysOverdue} días después de su último día de almacenamiento, el ${formatLongDate(e.lastDay, 'es')}.${overstayFeeEs(e)} ` +
        `Si no lo retiras ni extiendes el almacenamiento, podremos desecharlo, no antes del ${formatLongDate(e.disposalFrom, 'es')}.`,
    },
    'storage-disposed': {
      title: () => 'Desechamos tu paquete',
      body: (e) =>
        `${e.title} (${e.trackingNumber}) siguió en el depósito después de su último día de almacenamiento, el ${formatLongDate(e.lastDay, 'es')}. ` +
        `Tras ${e.warnings === 1 ? '1 aviso' : `${e.warnings} avisos`}, lo desechamos el ${formatLongDate(e.disposedOn, 'es')}, según la política de almacenamiento.`,
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
    'trip-reminder': { title: () => tripReminderTitle('es'), body: (e) => tripReminderBody(e, 'es') },
    'parcel-missing': {
      title: () => 'Estamos buscando tu paquete',
      body: (e) => `El transportista informa que entregó ${e.title} (${e.trackingNumber}), pero aún no lo recibimos en el depósito. Lo estamos buscando y te avisamos en cuanto aparezca.`,
    },
    'pickup-collected': {
      title: () => 'Tus paquetes fueron retirados',
      body: (e) => `${e.collectedBy} retiró ${packagesEs(e.packageIds.length)} en el depósito: ${listEs(e.titles)}. ¡Gracias por usar Miami Drop!`,
    },
    'payment-receipt': {
      title: () => 'Recibo de tu pago',
      body: (e) => RECEIPT_BODY.es(e),
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
    'pickup-cancelled': {
      title: () => 'Pickup cancelled',
      body: (e) =>
        `You cancelled your pickup on ${formatLongDate(e.date, 'en')} at ${e.time}. ${e.packages === 1 ? 'Your package stays at the warehouse, ready' : `Your ${e.packages} packages stay at the warehouse, ready`} for a new pickup.`,
    },
    'storage-ending': {
      title: () => 'Your storage is ending soon',
      body: (e) =>
        `Only ${e.daysLeft} days of storage left for ${packagesEn(e.packageIds.length)} at the warehouse${lastDayOf(e, 'en', 'last day')}. Schedule your pickup${extendOr(e, ' or extend storage')}.`,
    },
    'storage-last-day': {
      title: () => 'Your storage ends today',
      body: (e) => `Today is the last day of storage for ${packagesEn(e.packageIds.length)} at the warehouse. Schedule your pickup${extendOr(e, ' or extend storage')}.`,
    },
    'storage-overstay': {
      title: () => 'Your package is past its storage',
      body: (e) =>
        `${e.title} (${e.trackingNumber}) is still at the warehouse ${e.daysOverdue} days after its last storage day, ${formatLongDate(e.lastDay, 'en')}.${overstayFeeEn(e)} ` +
        `Unless you collect it or extend storage, we may dispose of it, not before ${formatLongDate(e.disposalFrom, 'en')}.`,
    },
    'storage-disposed': {
      title: () => 'We disposed of your package',
      body: (e) =>
        `${e.title} (${e.trackingNumber}) stayed at the warehouse past its last storage day, ${formatLongDate(e.lastDay, 'en')}. ` +
        `After ${e.warnings === 1 ? '1 warning' : `${e.warnings} warnings`}, we disposed of it on ${formatLongDate(e.disposedOn, 'en')}, under the storage policy.`,
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
    'trip-reminder': { title: () => tripReminderTitle('en'), body: (e) => tripReminderBody(e, 'en') },
    'parcel-missing': {
      title: () => 'We are looking for your package',
      body: (e) => `The carrier reports it delivered ${e.title} (${e.trackingNumber}), but it has not reached our warehouse yet. We are looking for it and will tell you as soon as it turns up.`,
    },
    'pickup-collected': {
      title: () => 'Your packages were collected',
      body: (e) => `${e.collectedBy} collected ${packagesEn(e.packageIds.length)} at the warehouse: ${listEn(e.titles)}. Thank you for using Miami Drop!`,
    },
    'payment-receipt': {
      title: () => 'Your payment receipt',
      body: (e) => RECEIPT_BODY.en(e),
    },
  },
};

/** The title and body of an event in a language. */
export function alertText(event: AlertEvent, language: AlertLanguage): { title: string; body: string } {
  const texts = ALERT_TEXTS[language][event.kind] as { title: (e: AlertEvent) => string; body: (e: AlertEvent) => string };
  return { title: texts.title(event), body: texts.body(event) };
}
