import type { PushPreferencesUpdate, PushStatus, PushSubscriptionInput } from '@shared/push/push-schemas';
import { api } from '@/lib/api-client';

// The sign-out step imports this file on every page: the schemas (and zod) load with the first answer to check.
const schemas = () => import('@shared/push/push-schemas');

/** GET /api/push/vapid-public-key: the server's key that subscriptions are made for. */
export async function getVapidPublicKey(): Promise<string> {
  const [{ VapidPublicKeySchema }, data] = await Promise.all([schemas(), api.get('push/vapid-public-key').json()]);
  return VapidPublicKeySchema.parse(data).publicKey;
}

/** POST /api/push/subscriptions: this device's subscription, kept (or moved) for the signed-in user. */
export async function saveSubscription(input: PushSubscriptionInput): Promise<void> {
  await api.post('push/subscriptions', { json: input });
}

/** DELETE /api/push/subscriptions: no more alerts to this endpoint (fine when already gone). */
export async function deleteSubscription(endpoint: string): Promise<void> {
  await api.delete('push/subscriptions', { json: { endpoint } });
}

/** GET /api/push/preferences: which kinds of alert are on, and on how many devices. */
export async function getPushStatus(): Promise<PushStatus> {
  const [{ PushStatusSchema }, data] = await Promise.all([schemas(), api.get('push/preferences').json()]);
  return PushStatusSchema.parse(data);
}

/** PUT /api/push/preferences: switch kinds on or off for every device. */
export async function updatePushPreferences(update: PushPreferencesUpdate): Promise<PushStatus> {
  const [{ PushStatusSchema }, data] = await Promise.all([schemas(), api.put('push/preferences', { json: update }).json()]);
  return PushStatusSchema.parse(data);
}
