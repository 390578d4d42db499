import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../../shared/time/durations';
import type { AlertEvent } from './alert-events';
import { alertSubject } from './alert-events';
import { alertGroup, alertPayload, alertSendOptions } from './alert-payload';
import { alertText } from './alert-texts';

const one: AlertEvent = { kind: 'pickup-cancelled', pickupId: 3, date: '2026-03-23', time: '10:00', packages: 1 };
const two: AlertEvent = { ...one, packages: 2 };

describe('the pickup-cancelled alert (decision 184)', () => {
  it('says which pickup was cancelled and that the packages wait for another, in both languages', () => {
    expect(alertText(one, 'es')).toEqual({
      title: 'Retiro cancelado',
      body: 'Cancelaste tu retiro del 23 de marzo de 2026 a las 10:00. Tu paquete sigue en el depósito, listo para un nuevo retiro.',
    });
    expect(alertText(two, 'es').body).toContain('Tus 2 paquetes siguen en el depósito, listos para un nuevo retiro.');
    expect(alertText(one, 'en')).toEqual({
      title: 'Pickup cancelled',
      body: 'You cancelled your pickup on March 23, 2026 at 10:00. Your package stays at the warehouse, ready for a new pickup.',
    });
    expect(alertText(two, 'en').body).toContain('Your 2 packages stay at the warehouse');
  });

  it('opens the pickup page, replaces the booking’s notification, is recorded once, under the pickup switch', () => {
    expect(alertPayload(one, 'es')).toMatchObject({ kind: 'pickup-cancelled', url: '/dashboard/pickup', tag: 'pickup-3' });
    expect(alertSubject(one, new Date())).toBe('pickup:3@cancelled');
    expect(alertGroup(one)).toBe('pickup');
    expect(alertSendOptions(one)).toEqual({ ttlSeconds: (24 * HOUR_MS) / 1000, urgency: 'high' });
  });
});
