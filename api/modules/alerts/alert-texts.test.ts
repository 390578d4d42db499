import { describe, expect, it } from 'vitest';
import { addressLine, pickupLocationOf } from '../../../shared/pickup/pickup-location';
import { alertText } from './alert-texts';
import { received, trackingUpdate, confirmed, changed, storageEnding, storageLastDay, planEnding, planLastDay, deliveryShipped, deliveryDelivered } from '../../test/alert-event-fixtures';

describe('alert texts a customer reads', () => {
  it('in Spanish, for every kind', () => {
    expect([received, trackingUpdate, confirmed, changed, storageEnding, storageLastDay, planEnding, planLastDay].map((event) => alertText(event, 'es'))).toEqual([
      { title: 'Tu paquete llegó al depósito', body: 'Campera (1Z999) ya está en nuestro depósito de Miami. Tu plan incluye 15 días de almacenamiento.' },
      { title: 'Novedades de tu paquete', body: 'El transportista informa «En reparto» para Campera (1Z999).' },
      { title: 'Retiro confirmado', body: 'Te esperamos el 23 de marzo de 2026 a las 10:00 en el depósito para retirar 2 paquetes.' },
      { title: 'Retiro modificado', body: 'Tu retiro ahora es el 24 de marzo de 2026 a las 11:30 (1 paquete).' },
      { title: 'Tu almacenamiento está por vencer', body: 'Quedan 3 días de almacenamiento para 2 paquetes en el depósito. Programa tu retiro.' },
      { title: 'Hoy vence tu almacenamiento', body: 'Hoy es el último día de almacenamiento para 1 paquete en el depósito. Programa tu retiro.' },
      {
        title: 'Tu plan termina en 3 días',
        body: 'Tu acceso a Drop Estándar, pagado con PayPal, termina el 9 de abril de 2026. No se renueva solo: vuelve a pagar tu plan para mantener tu dirección en Miami.',
      },
      {
        title: 'Tu plan termina en menos de un día',
        body: 'Tu acceso a Drop Premium, pagado con PayPal, termina el 9 de abril de 2026. No se renueva solo: vuelve a pagar hoy para no perder tu dirección en Miami.',
      },
    ]);
  });

  it('in English, for every kind', () => {
    expect([received, trackingUpdate, confirmed, changed, storageEnding, storageLastDay, planEnding, planLastDay].map((event) => alertText(event, 'en'))).toEqual([
      { title: 'Your package reached the warehouse', body: 'Campera (1Z999) is at our Miami warehouse. Your plan includes 15 days of storage.' },
      { title: 'Update on your package', body: 'The carrier reports “Out for delivery” for Campera (1Z999).' },
      { title: 'Pickup confirmed', body: 'We expect you on March 23, 2026 at 10:00 at the warehouse to collect 2 packages.' },
      { title: 'Pickup changed', body: 'Your pickup is now on March 24, 2026 at 11:30 (1 package).' },
      { title: 'Your storage is ending soon', body: 'Only 3 days of storage left for 2 packages at the warehouse. Schedule your pickup.' },
      { title: 'Your storage ends today', body: 'Today is the last day of storage for 1 package at the warehouse. Schedule your pickup.' },
      {
        title: 'Your plan ends in 3 days',
        body: 'Your access to Standard Drop, paid with PayPal, ends on April 9, 2026. It does not renew on its own: pay for your plan again to keep your Miami address.',
      },
      {
        title: 'Your plan ends in less than a day',
        body: 'Your access to Premium Drop, paid with PayPal, ends on April 9, 2026. It does not renew on its own: pay again today to keep your Miami address.',
      },
    ]);
  });

  it('names the street address after a confirmation that carries its place (decision 170)', () => {
    const withPlace = { kind: 'pickup-confirmed' as const, pickupId: 3, date: '2026-03-23', time: '10:00', packages: 2, location: pickupLocationOf(undefined, '2026-03-23') };
    expect(alertText(withPlace, 'es').body).toBe(`Te esperamos el 23 de marzo de 2026 a las 10:00 en el depósito para retirar 2 paquetes. Dirección: ${addressLine(withPlace.location)}.`);
    expect(alertText(withPlace, 'en').body).toBe(`We expect you on March 23, 2026 at 10:00 at the warehouse to collect 2 packages. Address: ${addressLine(withPlace.location)}.`);
  });

  it('says nothing about storage days on a received package when the plan stores none', () => {
    const withoutStorage = { ...received, storageDays: null };
    expect(alertText(withoutStorage, 'es').body).toBe('Campera (1Z999) ya está en nuestro depósito de Miami.');
    expect(alertText(withoutStorage, 'en').body).toBe('Campera (1Z999) is at our Miami warehouse.');
  });

  it('tells of packages handed over at the counter, in both languages', () => {
    const collected = { kind: 'pickup-collected' as const, pickupId: 3, packageIds: [4, 5], titles: ['Campera', 'Libros'], collectedBy: 'Ana Pérez' };
    expect(alertText(collected, 'es')).toEqual({ title: 'Tus paquetes fueron retirados', body: 'Ana Pérez retiró 2 paquetes en el depósito: Campera y Libros. ¡Gracias por usar Miami Drop!' });
    expect(alertText(collected, 'en')).toEqual({ title: 'Your packages were collected', body: 'Ana Pérez collected 2 packages at the warehouse: Campera and Libros. Thank you for using Miami Drop!' });
  });

  it('words the receipt of each charge, by card or PayPal, in both languages (decision 181)', () => {
    const base = { kind: 'payment-receipt' as const, paymentId: 1, deliveryId: null, amountCents: 3990, planType: 'plus', reference: 'tx-1', paidAt: '2026-03-10T15:00:00.000Z', service: null };
    const card = { ...base, provider: 'card' as const, card: 'Visa •••• 1111', paidUntil: '2026-04-10T15:00:00.000Z' };
    const texts = (event: Parameters<typeof alertText>[0]) => [alertText(event, 'es').body, alertText(event, 'en').body];
    expect(texts({ ...card, purpose: 'plan' })).toEqual([
      'Cobramos $39.90 a tu Visa •••• 1111 por Drop Estándar. Está pagado hasta el 10 de abril de 2026.',
      'We charged $39.90 to your Visa •••• 1111 for Standard Drop. It is paid until April 10, 2026.',
    ]);
    expect(texts({ ...card, purpose: 'plan-change' })[0]).toBe('Cobramos $39.90 a tu Visa •••• 1111 por el cambio a Drop Estándar. Está pagado hasta el 10 de abril de 2026.');
    expect(texts({ ...card, purpose: 'renewal', card: null, paidUntil: null })).toEqual([
      'Renovamos Drop Estándar: cobramos $39.90 a tu tarjeta guardada.',
      'We renewed Standard Drop: we charged $39.90 to your saved card.',
    ]);
    expect(texts({ ...base, purpose: 'plan', provider: 'paypal', card: null, paidUntil: '2026-04-09T15:00:00.000Z' })[0]).toBe('Pagaste $39.90 con PayPal por Drop Estándar. Está pagado hasta el 9 de abril de 2026.');
    expect(texts({ ...base, purpose: 'delivery', deliveryId: 7, paymentId: null, planType: null, provider: 'paypal', card: null, paidUntil: null, service: 'USPS Priority', amountCents: 1250 })).toEqual([
      'Pagaste $12.50 con PayPal por el envío de tus paquetes (USPS Priority).',
      'You paid $12.50 with PayPal for the delivery of your packages (USPS Priority).',
    ]);
  });

  it('tells of a delivery leaving with the carrier and arriving, in both languages', () => {
    expect([deliveryShipped, deliveryDelivered].map((event) => alertText(event, 'es'))).toEqual([
      { title: 'Tu envío está en camino', body: 'Entregamos 2 paquetes a USPS (Ground Advantage). Número de seguimiento: 9400111206200000000011.' },
      { title: 'Tu envío fue entregado', body: 'USPS entregó 2 paquetes en Orlando.' },
    ]);
    expect([deliveryShipped, deliveryDelivered].map((event) => alertText(event, 'en'))).toEqual([
      { title: 'Your delivery is on its way', body: 'We handed 2 packages to USPS (Ground Advantage). Tracking number: 9400111206200000000011.' },
      { title: 'Your delivery arrived', body: 'USPS delivered 2 packages in Orlando.' },
    ]);
  });
});
