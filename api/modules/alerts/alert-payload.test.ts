import { describe, expect, it } from 'vitest';
import { alertGroup, alertPayload, alertSendOptions } from './alert-payload';
import { received, trackingUpdate, confirmed, changed, storageEnding, storageLastDay, planEnding, planLastDay, deliveryShipped, deliveryDelivered } from '../../test/alert-event-fixtures';

const HOUR = 60 * 60;

describe('alert push payload', () => {
  it('opens the package, the pickup page or the dashboard, and replaces an earlier notification about the same thing', () => {
    expect([received, trackingUpdate, confirmed, changed, planEnding, planLastDay].map((event) => [alertPayload(event, 'en').url, alertPayload(event, 'en').tag])).toEqual([
      ['/dashboard/packages/5', 'package-5'],
      ['/dashboard/packages/5', 'package-5'],
      ['/dashboard/pickup', 'pickup-3'],
      ['/dashboard/pickup', 'pickup-3'],
      ['/dashboard', 'plan-9'],
      ['/dashboard', 'plan-9'],
    ]);
  });

  it('opens the one package a storage reminder is about, or the packages list when it is about several', () => {
    expect(alertPayload(storageLastDay, 'es')).toMatchObject({ url: '/dashboard/packages/4', tag: 'storage-2026-03-10' });
    expect(alertPayload(storageEnding, 'es')).toMatchObject({ url: '/dashboard/packages', tag: 'storage-2026-03-10' });
  });

  it('carries the texts in the reader language and the photo only when there is one', () => {
    expect(alertPayload(received, 'en', 'https://files.example.com/p/5.jpg')).toEqual({
      kind: 'package-received',
      title: 'Your package reached the warehouse',
      body: 'Campera (1Z999) is at our Miami warehouse. Your plan includes 15 days of storage.',
      url: '/dashboard/packages/5',
      tag: 'package-5',
      image: 'https://files.example.com/p/5.jpg',
    });
    expect(alertPayload(received, 'es')).not.toHaveProperty('image');
  });
});

describe('how long a push service holds an alert for a device that is off', () => {
  it('a last-day reminder wakes the device now and is dropped after 8 hours, before the day is over', () => {
    expect(alertSendOptions(storageLastDay)).toEqual({ ttlSeconds: 8 * HOUR, urgency: 'high' });
    expect(alertSendOptions(planLastDay)).toEqual({ ttlSeconds: 8 * HOUR, urgency: 'high' });
  });

  it('an ending reminder is held a day, until the next reminder could replace it', () => {
    expect(alertSendOptions(storageEnding)).toEqual({ ttlSeconds: 24 * HOUR, urgency: 'normal' });
    expect(alertSendOptions(planEnding)).toEqual({ ttlSeconds: 24 * HOUR, urgency: 'normal' });
  });

  it('a pickup booking or change wakes the device and is held a day', () => {
    expect(alertSendOptions(confirmed)).toEqual({ ttlSeconds: 24 * HOUR, urgency: 'high' });
    expect(alertSendOptions(changed)).toEqual({ ttlSeconds: 24 * HOUR, urgency: 'high' });
  });

  it('a carrier update is held a day at normal urgency', () => {
    expect(alertSendOptions(trackingUpdate)).toEqual({ ttlSeconds: 24 * HOUR, urgency: 'normal' });
  });

  it('a received package is held three days at normal urgency', () => {
    expect(alertSendOptions(received)).toEqual({ ttlSeconds: 3 * 24 * HOUR, urgency: 'normal' });
  });

  it('opens a delivery’s page, one notification per delivery, under the carrier-news switch', () => {
    expect([deliveryShipped, deliveryDelivered].map((event) => [alertPayload(event, 'es').url, alertPayload(event, 'es').tag, alertGroup(event)])).toEqual([
      ['/dashboard/deliveries/7', 'delivery-7', 'tracking'],
      ['/dashboard/deliveries/7', 'delivery-7', 'tracking'],
    ]);
  });
});
