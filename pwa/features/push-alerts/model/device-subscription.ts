import type { PushSubscriptionInput } from '@shared/push/push-schemas';
import type { AppLanguage } from '@/lib/i18n';
import { applicationServerKey } from './push-support';

/** The app's worker registration, without waiting forever where none is registered (e.g. development). */
async function appRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's push subscription for the app, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await appRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer) return false;
  const other = new Uint8Array(buffer);
  return other.length === bytes.length && other.every((value, index) => value === bytes[index]);
}

export class NoServiceWorkerError extends Error {}

/** The browser reaches its push service to subscribe; a network that blocks it would leave the switch busy for good. */
const SUBSCRIBE_TIMEOUT_MS = 30_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('push subscription timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Subscribes this browser (or returns its existing subscription) for the server's key. */
export async function subscribeDevice(vapidPublicKey: string): Promise<PushSubscription> {
  if (!(await appRegistration())) throw new NoServiceWorkerError('no service worker');
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKey(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  // Made for another server key (the keys were replaced): the push service would refuse the server's sends.
  await existing?.unsubscribe();
  return withTimeout(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), SUBSCRIBE_TIMEOUT_MS);
}

/** What the server keeps of a subscription: the browser's JSON and the language alerts are written in. */
export async function subscriptionInput(subscription: PushSubscription, language: AppLanguage): Promise<PushSubscriptionInput> {
  // The sign-out step imports this file on every page; zod comes only when a subscription is sent.
  const { PushSubscriptionInputSchema } = await import('@shared/push/push-schemas');
  const json = subscription.toJSON();
  return PushSubscriptionInputSchema.parse({
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh, auth: json.keys?.auth },
    language,
  });
}
