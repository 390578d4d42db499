import type { PushPreferencesUpdate, PushStatus, PushSubscriptionInput } from '@shared/push/push-schemas';
import { api, checkedAnswer } from '@/lib/api-client';

// The sign-out step imports this file on every page: the schemas (and zod) load with the first answer to check.
const schemas = () => import('@shared/push/push-schemas');
const pushStatusSchema = () => schemas().then((module) => module.PushStatusSchema);

/** GET /api/push/vapid-public-key: the server's key that subscriptions are made for. */
export async function getVapidPublicKey(): Promise<string> {
  const schema = schemas().then((module) => module.VapidPublicKeySchema);
  return (await checkedAnswer(schema, api.get('push/vapid-public-key').json())).publicKey;
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
  return checkedAnswer(pushStatusSchema(), api.get('push/preferences').json());
}

/** PUT /api/push/preferences: switch kinds on or off for every device. */
export async function updatePushPreferences(update: PushPreferencesUpdate): Promise<PushStatus> {
  return checkedAnswer(pushStatusSchema(), api.put('push/preferences', { json: update }).json());
}
